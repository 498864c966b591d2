/** What other modules may use from the media module. */
export { checkImage } from "./image.ts";
export { findMediaFile, type MediaFileRow } from "./media.repository.ts";
export { migrateGuessableMediaKeys } from "./media-key-migration.ts";
export { readUpload } from "./upload.ts";
export { videoFileUrl } from "./video.ts";
export { videoIdsOfPost } from "./video-play.ts";
