/** What other modules may use from likes. */
export { hasLiked, latestLikers } from "./like.repository.ts";
