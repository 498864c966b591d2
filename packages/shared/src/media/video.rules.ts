/** Video rules of core §5: checked in the browser before upload and again on the server with ffprobe. */
import { MEGABYTE } from "./image.rules.ts";

/** A ratio written as a pair, e.g. [16, 9]. */
export type RatioPair = readonly [number, number];

/** Core §3 "Video requirements". A missing duration maximum means no limit (shown as ∞). */
export interface VideoRequirements {
  fileSize: { max: number };
  fileExtensions: readonly string[];
  duration: { min: number; max: number | null };
  wideSide: { min: number; max: number };
  narrowSide: { min: number; max: number };
  aspectRatio: { min: RatioPair; max: RatioPair };
}

/**
 * LinkedIn-like defaults, also used for internal posts: mp4 or mov, at most 200 MB,
 * 256x144 to 4096x2304, aspect ratio 1:2.4 to 2.4:1, 3 to 600 seconds.
 */
export const DEFAULT_VIDEO_REQUIREMENTS: VideoRequirements = {
  fileSize: { max: 200 },
  fileExtensions: ["mp4", "mov"],
  duration: { min: 3, max: 600 },
  wideSide: { min: 256, max: 4096 },
  narrowSide: { min: 144, max: 2304 },
  aspectRatio: { min: [1, 2.4], max: [2.4, 1] },
};

/** Per network; the server checks uploads against "internal" (the editor may narrow it to the chosen networks). */
export const VIDEO_REQUIREMENTS: Readonly<
  Record<"internal" | "linkedin" | "twitter" | "facebook" | "instagram", VideoRequirements>
> = {
  internal: DEFAULT_VIDEO_REQUIREMENTS,
  linkedin: DEFAULT_VIDEO_REQUIREMENTS,
  twitter: {
    ...DEFAULT_VIDEO_REQUIREMENTS,
    fileSize: { max: 512 },
    duration: { min: 0.5, max: 140 },
    wideSide: { min: 32, max: 1920 },
    narrowSide: { min: 32, max: 1200 },
    aspectRatio: { min: [1, 3], max: [3, 1] },
  },
  facebook: { ...DEFAULT_VIDEO_REQUIREMENTS, fileSize: { max: 1024 }, duration: { min: 1, max: 14_400 } },
  instagram: {
    ...DEFAULT_VIDEO_REQUIREMENTS,
    fileSize: { max: 100 },
    duration: { min: 3, max: 60 },
    aspectRatio: { min: [4, 5], max: [16, 9] },
  },
};

export const VIDEO_CODEC_MESSAGE = "Video codec is not supported";
export const INVALID_VIDEO_MESSAGE = "Invalid video. Please select a video file.";

export const videoSizeMessage = (max: number) => `The video file size exceeds ${max} MB.`;
export const videoFormatMessage = (formats: readonly string[]) =>
  `The format of the video should be ${formats.join(" or ")}`;

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
};

/** Size, then lowercased extension. */
export function videoFileError(
  file: { bytes: number; fileName: string },
  req: VideoRequirements = DEFAULT_VIDEO_REQUIREMENTS,
): string | null {
  if (file.bytes > req.fileSize.max * MEGABYTE) return videoSizeMessage(req.fileSize.max);
  if (!req.fileExtensions.includes(extensionOf(file.fileName))) return videoFormatMessage(req.fileExtensions);
  return null;
}

/** Core §3 video metadata: duration is rounded up to whole seconds. */
export interface VideoMetadata {
  width: number;
  height: number;
  duration: number;
}

const ratioOf = ([a, b]: RatioPair) => a / b;
const pairText = ([a, b]: RatioPair) => `${a}:${b}`;

/** Codec, resolution (wide and narrow side, either orientation), aspect ratio, duration — in that order. */
export function videoMetadataError(
  meta: VideoMetadata,
  req: VideoRequirements = DEFAULT_VIDEO_REQUIREMENTS,
): string | null {
  if (!meta.width || !meta.height) return VIDEO_CODEC_MESSAGE;
  const wide = Math.max(meta.width, meta.height);
  const narrow = Math.min(meta.width, meta.height);
  if (wide < req.wideSide.min || narrow < req.narrowSide.min)
    return `Minimum video resolution required is ${req.wideSide.min}x${req.narrowSide.min}.`;
  if (wide > req.wideSide.max || narrow > req.narrowSide.max)
    return `Maximum video resolution required is ${req.wideSide.max}x${req.narrowSide.max}.`;
  const ratio = meta.width / meta.height;
  if (ratio < ratioOf(req.aspectRatio.min) || ratio > ratioOf(req.aspectRatio.max))
    return `Video aspect ratio required is ${pairText(req.aspectRatio.min)} - ${pairText(req.aspectRatio.max)}.`;
  const max = req.duration.max;
  if (meta.duration < req.duration.min || (max !== null && meta.duration > max))
    return `Video duration required is ${req.duration.min} - ${max ?? "∞"} s.`;
  return null;
}
