/**
 * The image-processing tokens of the API catalogue and the size each one renders (our choice;
 * the catalogue names them only). "inside" keeps the whole image within the box, "cover" fills the
 * box and crops; nothing is ever enlarged. "original" is served as stored.
 */
export const IMAGE_TOKENS = [
  "notification",
  "video_edit_thumb",
  "original",
  "post",
  "post_x2",
  "fit",
  "fit_x2",
  "avatar",
  "avatar_x2",
  "fit_in",
  "fit_in_x1_5",
  "fit_in_x2",
] as const;
export type ImageToken = (typeof IMAGE_TOKENS)[number];

export interface ImageTokenSize {
  width: number | null;
  height: number | null;
  fit: "inside" | "cover";
}

export const IMAGE_TOKEN_SIZES: Readonly<Record<ImageToken, ImageTokenSize | null>> = {
  notification: { width: 80, height: 80, fit: "cover" },
  video_edit_thumb: { width: 320, height: 180, fit: "cover" },
  original: null,
  post: { width: 600, height: null, fit: "inside" },
  post_x2: { width: 1200, height: null, fit: "inside" },
  fit: { width: 400, height: 300, fit: "cover" },
  fit_x2: { width: 800, height: 600, fit: "cover" },
  avatar: { width: 64, height: 64, fit: "cover" },
  avatar_x2: { width: 128, height: 128, fit: "cover" },
  fit_in: { width: 600, height: 600, fit: "inside" },
  fit_in_x1_5: { width: 900, height: 900, fit: "inside" },
  fit_in_x2: { width: 1200, height: 1200, fit: "inside" },
};

export const isImageToken = (value: string): value is ImageToken =>
  (IMAGE_TOKENS as readonly string[]).includes(value);
