/** Image, GIF and image-count rules of core §5 and §9, run by the editor before upload and by the server after. */

/** Core §9: a megabyte is 1048576 bytes. */
export const MEGABYTE = 1_048_576;

export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const IMAGE_MAX_SIDE = 2048;

export const IMAGE_TYPE_MESSAGE = "Images must be JPG, PNG or GIF with a maximum file size of 5 MB.";
export const IMAGE_DIMENSION_MESSAGE = "Images should not be wider or taller than 2048px.";
export const INVALID_IMAGE_URL_MESSAGE = "Invalid image URL";
export const IMAGE_PROCESSING_MESSAGE = "An error occurred when processing the image.";

export const isImageMimeType = (mime: string): mime is ImageMimeType =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(mime.toLowerCase());

/** The type-and-size check: one message for both, as the editor shows it. */
export function imageFileError(file: { mime: string; bytes: number }): string | null {
  if (!isImageMimeType(file.mime) || file.bytes > IMAGE_MAX_BYTES || file.bytes <= 0)
    return IMAGE_TYPE_MESSAGE;
  return null;
}

export function imageDimensionError(size: { width: number; height: number }): string | null {
  return size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE ? IMAGE_DIMENSION_MESSAGE : null;
}

/** Core §5 image count: 10 internal; with networks the lowest of their limits. */
export const INTERNAL_IMAGE_COUNT = 10;
export const NETWORK_IMAGE_COUNT: Readonly<Record<string, number>> = {
  linkedin: 9,
  twitter: 4,
  facebook: 10,
  instagram: 10,
};

export function imageCountLimit(networks: readonly string[] = []): number {
  const limits = networks
    .map((n) => NETWORK_IMAGE_COUNT[n.toLowerCase()])
    .filter((n): n is number => n !== undefined);
  return limits.length === 0 ? INTERNAL_IMAGE_COUNT : Math.min(...limits);
}

export const imageCountTitle = (limit: number) => `Upload up to ${limit} images`;

/** Upload ratio buckets (core §2): width ÷ height within 2 ÷ height of the bucket; 2:1 also appears. */
export const RATIO_BUCKETS = [
  { name: "9:16", ratio: 9 / 16 },
  { name: "1:1", ratio: 1 },
  { name: "4:3", ratio: 4 / 3 },
  { name: "16:9", ratio: 16 / 9 },
  { name: "2:1", ratio: 2 },
] as const;
export type RatioBucket = (typeof RATIO_BUCKETS)[number]["name"];

export function ratioBucketOf(width: number, height: number): RatioBucket | null {
  if (width <= 0 || height <= 0) return null;
  const ratio = width / height;
  const tolerance = 2 / height;
  return RATIO_BUCKETS.find((b) => Math.abs(ratio - b.ratio) <= tolerance)?.name ?? null;
}

/** In the feed a ratio below 1 (portrait) displays as 1:1. */
export const feedDisplayRatio = (ratio: number): number => Math.max(ratio, 1);

/** The post preview is 450 px high for square and portrait images, 300 for landscape. */
export const previewHeight = (ratio: number): number => (ratio <= 1 ? 450 : 300);

/** GIF limits (core §5, §9). The pixel limit counts every frame: width × height × frames. */
export const GIF_MAX_FRAMES = 250;
export const GIF_MAX_PIXELS = 36_152_320;
export const GIF_MAX_BYTES = 5 * MEGABYTE;
export const GIF_FRAMES_MESSAGE = "Animated GIF can't have more than 250 frames.";
export const GIF_PIXELS_MESSAGE = "GIF can't have more than 36 millions pixels.";
export const GIF_SIZE_MESSAGE = "GIF file can't be larger than 5 MB.";
/** GIFs are shared only to these networks. */
export const GIF_NETWORKS = ["linkedin", "twitter"] as const;

export interface GifInfo {
  width: number;
  height: number;
  frameCount: number;
}

export function gifError(info: GifInfo & { bytes: number }): string | null {
  if (info.bytes > GIF_MAX_BYTES) return GIF_SIZE_MESSAGE;
  if (info.frameCount > GIF_MAX_FRAMES) return GIF_FRAMES_MESSAGE;
  if (info.width * info.height * Math.max(1, info.frameCount) > GIF_MAX_PIXELS) return GIF_PIXELS_MESSAGE;
  return null;
}
