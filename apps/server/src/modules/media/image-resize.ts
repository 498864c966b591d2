import { IMAGE_TOKEN_SIZES, type ImageToken } from "@chorus/shared/media/image-token.rules";
import sharp from "sharp";

export interface ResizedImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * The image at a token's size (table in @chorus/shared/media/image-token.rules), in its own format
 * (JPEG, PNG, or GIF that stays animated); WebP and others become JPEG. Never enlarged.
 */
export async function resizeForToken(input: Buffer, token: ImageToken): Promise<ResizedImage> {
  const size = IMAGE_TOKEN_SIZES[token];
  const meta = await sharp(input).metadata();
  const animated = meta.format === "gif" && (meta.pages ?? 1) > 1;
  let image = sharp(input, { animated }).rotate();
  if (size) {
    image = image.resize({
      width: size.width ?? undefined,
      height: size.height ?? undefined,
      fit: size.fit,
      withoutEnlargement: true,
    });
  }
  if (meta.format === "gif") return { bytes: await image.gif().toBuffer(), contentType: "image/gif" };
  if (meta.format === "png") return { bytes: await image.png().toBuffer(), contentType: "image/png" };
  return { bytes: await image.jpeg({ quality: 82 }).toBuffer(), contentType: "image/jpeg" };
}
