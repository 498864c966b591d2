import { newObjectId } from "@chorus/shared/ids/object-id";
import {
  GIF_SIZE_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_PROCESSING_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageDimensionError,
  isImageMimeType,
  ratioBucketOf,
} from "@chorus/shared/media/image.rules";
import type { UploadedImage } from "@chorus/shared/media/media.contract";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { newMediaKey } from "../../platform/storage/media-keys.ts";
import { assertGifWithinLimits } from "./gif.ts";
import { sniffMime } from "./image-sniff.ts";
import type { MediaDeps } from "./media.deps.ts";
import { insertMediaFile } from "./media.repository.ts";
import { readUpload } from "./upload.ts";

const EXTENSION = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif" } as const;

const looksLikeGif = (upload: { fileName: string; declaredMime: string }) =>
  upload.declaredMime === "image/gif" || upload.fileName.toLowerCase().endsWith(".gif");

/** A checked image ready to store: EXIF and other metadata removed, orientation applied. */
export interface CheckedImage {
  mime: keyof typeof EXTENSION;
  bytes: Buffer;
  width: number;
  height: number;
  frames: number;
}

/** Type by magic bytes, 2048 px a side, GIF limits; JPEG and PNG re-encoded without their metadata. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const mime = await sniffMime(bytes);
  if (!mime || !isImageMimeType(mime)) throw badRequest(IMAGE_TYPE_MESSAGE);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(IMAGE_PROCESSING_MESSAGE);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const dimension = imageDimensionError({ width, height });
  if (dimension) throw badRequest(dimension);
  if (mime === "image/gif") {
    const gif = await assertGifWithinLimits(bytes);
    // A GIF carries no EXIF; re-encoding 250 frames would cost seconds and quality, so it is kept as sent.
    return { mime, bytes, width, height, frames: gif.frameCount };
  }
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked, so EXIF (GPS …) is gone.
    const pipeline = sharp(bytes).rotate();
    const { data, info } = await (mime === "image/png"
      ? pipeline.png()
      : pipeline.jpeg({ quality: 88 })
    ).toBuffer({
      resolveWithObject: true,
    });
    return { mime, bytes: data, width: info.width, height: info.height, frames: 1 };
  } catch {
    throw badRequest(IMAGE_PROCESSING_MESSAGE);
  }
}

export async function uploadImage(
  ctx: RequestContext,
  deps: MediaDeps,
  request: FastifyRequest,
): Promise<UploadedImage> {
  const upload = await readUpload(request, IMAGE_MAX_BYTES, (u) =>
    looksLikeGif(u) ? GIF_SIZE_MESSAGE : IMAGE_TYPE_MESSAGE,
  );
  const image = await checkImage(upload.bytes);
  const id = newObjectId();
  const key = newMediaKey("media", ctx.companyId, EXTENSION[image.mime]);
  await deps.storages.public.put(key, image.bytes, image.mime);
  const isAnimated = image.mime === "image/gif" && image.frames > 1;
  await insertMediaFile(ctx.db, {
    companyId: ctx.companyId,
    id,
    kind: image.mime === "image/gif" ? "gif" : "image",
    storageKey: key,
    mime: image.mime,
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
    frames: image.frames,
    createdBy: ctx.actor.userId,
    meta: { fileName: upload.fileName.slice(0, 200) },
  });
  return {
    _id: id,
    url: deps.storages.public.url(key),
    width: image.width,
    height: image.height,
    hasError: false,
    ratioBucket: ratioBucketOf(image.width, image.height),
    isAnimated,
  };
}
