import type { MediaKind } from "@chorus/shared/media/media.contract";
import type { AppDeps } from "../../platform/deps.ts";
import type { MediaFileRow } from "./media.repository.ts";
import { videoFileUrl } from "./video.ts";

export function presentMediaFile(row: MediaFileRow, deps: AppDeps) {
  return {
    _id: row.id,
    kind: row.kind as MediaKind,
    url: row.kind === "video" ? videoFileUrl(row.id) : deps.storages.public.url(row.storageKey),
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    frames: row.frames,
    duration: row.duration,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
