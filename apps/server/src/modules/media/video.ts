import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { MEGABYTE } from "@chorus/shared/media/image.rules";
import type { UploadedVideo } from "@chorus/shared/media/media.contract";
import {
  DEFAULT_VIDEO_REQUIREMENTS,
  INVALID_VIDEO_MESSAGE,
  videoFileError,
  videoMetadataError,
  videoSizeMessage,
} from "@chorus/shared/media/video.rules";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { newMediaKey } from "../../platform/storage/media-keys.ts";
import { sniffMime } from "./image-sniff.ts";
import type { MediaDeps } from "./media.deps.ts";
import { insertMediaFile } from "./media.repository.ts";
import { saveUpload } from "./upload.ts";
import { extractPosterFrame, probeVideo } from "./video-probe.ts";

const VIDEO_MIMES: Readonly<Record<string, string>> = { "video/mp4": "mp4", "video/quicktime": "mov" };

/** The first bytes of a file, enough to sniff its type (the rest stays on disk). */
async function readHead(path: string, length: number): Promise<Buffer> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export const videoFileUrl = (id: string) => `/api/video/file/${id}`;

/** Saved to a temp file while streamed, sniffed, probed, checked by the rules of §5, then stored with a poster. */
export async function uploadVideo(
  ctx: RequestContext,
  deps: MediaDeps,
  request: FastifyRequest,
): Promise<UploadedVideo> {
  const req = DEFAULT_VIDEO_REQUIREMENTS;
  const temp = join(tmpdir(), `chorus-video-${randomUUID()}`);
  try {
    const upload = await saveUpload(request, temp, req.fileSize.max * MEGABYTE, () =>
      videoSizeMessage(req.fileSize.max),
    );
    const fileError = videoFileError({ bytes: upload.bytes, fileName: upload.fileName }, req);
    if (fileError) throw badRequest(fileError);
    const head = await readHead(temp, 4100);
    const mime = await sniffMime(head);
    const extension = mime ? VIDEO_MIMES[mime] : undefined;
    if (!mime || !extension) throw badRequest(INVALID_VIDEO_MESSAGE);
    const probed = await probeVideo(temp);
    if (!probed) throw badRequest(INVALID_VIDEO_MESSAGE);
    const videoMetadata = {
      width: probed.width,
      height: probed.height,
      duration: Math.ceil(probed.duration),
    };
    const ruleError = videoMetadataError({ ...videoMetadata, duration: probed.duration }, req);
    if (ruleError) throw badRequest(ruleError);
    const frame = await extractPosterFrame(temp, Math.min(1, probed.duration / 2));
    if (!frame) throw badRequest(INVALID_VIDEO_MESSAGE);
    const poster = await sharp(frame)
      .resize({ width: 1280, height: 1280, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();

    const id = newObjectId();
    const videoKey = newMediaKey("videos", ctx.companyId, extension);
    const posterKey = newMediaKey("posters", ctx.companyId, "jpg");
    // Streamed from the temp file: a video up to the size cap never sits in memory.
    await deps.storages.private.putStream(videoKey, createReadStream(temp), mime, upload.bytes);
    await deps.storages.public.put(posterKey, poster, "image/jpeg");
    await insertMediaFile(ctx.db, {
      companyId: ctx.companyId,
      id,
      kind: "video",
      storageKey: videoKey,
      mime,
      bytes: upload.bytes,
      width: probed.width,
      height: probed.height,
      duration: probed.duration,
      createdBy: ctx.actor.userId,
      meta: { posterKey, codec: probed.codec, fileName: upload.fileName.slice(0, 200) },
    });
    return {
      _id: id,
      videoUrl: videoFileUrl(id),
      posterUrl: deps.storages.public.url(posterKey),
      videoMetadata,
    };
  } finally {
    await rm(temp, { force: true });
  }
}
