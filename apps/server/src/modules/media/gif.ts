import { type GifInfo, gifError } from "@chorus/shared/media/image.rules";
import sharp from "sharp";
import { badRequest } from "../../platform/errors.ts";

/** Width, height of one frame and the frame count, read from the GIF header by libvips. */
export async function gifInfoOf(bytes: Buffer): Promise<GifInfo> {
  const meta = await sharp(bytes, { pages: 1 }).metadata();
  return { width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0, frameCount: meta.pages ?? 1 };
}

/** The GIF limits of core §5 (frames, pixels over all frames, size); 400 with the spec's message. */
export async function assertGifWithinLimits(bytes: Buffer): Promise<GifInfo> {
  const info = await gifInfoOf(bytes);
  const message = gifError({ ...info, bytes: bytes.length });
  if (message) throw badRequest(message);
  return info;
}
