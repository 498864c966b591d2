import {
  GIF_MAX_BYTES,
  IMAGE_DIMENSION_MESSAGE,
  imageCountLimit,
  imageDimensionError,
  imageFileError,
} from "@chorus/shared/media/image.rules";
import {
  DEFAULT_VIDEO_REQUIREMENTS,
  VIDEO_CODEC_MESSAGE,
  VIDEO_REQUIREMENTS,
  type VideoMetadata,
  type VideoRequirements,
  videoFileError,
  videoMetadataError,
} from "@chorus/shared/media/video.rules";
import { type Problem, problem } from "./problems.ts";

/**
 * The checks of core §5 that run in the browser before a file is uploaded (the server checks again;
 * a GIF's frame count is known only there).
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image file's pixel size; null when the browser cannot decode it. */
export function readImageSize(file: File): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== "function") return resolve(null);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** Reads a video's size and duration (rounded up, core §3); null when it does not load. */
export function readVideoMetadata(file: File): Promise<VideoMetadata | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== "function") return resolve(null);
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    video.preload = "metadata";
    video.onloadedmetadata = () => {
      resolve({ width: video.videoWidth, height: video.videoHeight, duration: Math.ceil(video.duration) });
      URL.revokeObjectURL(url);
    };
    video.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    video.src = url;
  });
}

const isGif = (file: File) => file.type.toLowerCase() === "image/gif";

/** Type and size first, then the GIF size limit, then the 2048 px sides. */
export function imageProblem(file: File, size: ImageSize | null): Problem | null {
  if (imageFileError({ mime: file.type, bytes: file.size })) {
    // A GIF over 5 MB gets the GIF message of §5; other files the general one.
    if (isGif(file) && file.size > GIF_MAX_BYTES) return problem("image.gifSize");
    return problem("image.type");
  }
  if (!size) return problem("image.processing");
  if (imageDimensionError(size) === IMAGE_DIMENSION_MESSAGE) return problem("image.dimension");
  return null;
}

/** 'Upload up to N images' when the post would hold more than the selected networks allow. */
export function imageCountProblem(count: number, networks: readonly string[]): Problem | null {
  const limit = imageCountLimit(networks);
  return count > limit ? problem("image.count", { limit }) : null;
}

/** The requirements a video must meet: the internal ones and those of every selected network. */
export function videoRequirementsFor(networks: readonly string[]): VideoRequirements[] {
  const list: VideoRequirements[] = [DEFAULT_VIDEO_REQUIREMENTS];
  for (const name of networks) {
    const req = (VIDEO_REQUIREMENTS as Record<string, VideoRequirements | undefined>)[name];
    if (req && !list.includes(req)) list.push(req);
  }
  return list;
}

const ratio = ([a, b]: readonly [number, number]) => `${a}:${b}`;

/** Maps the shared rule's verdict to a translated message with the same values. */
function videoMetadataProblem(meta: VideoMetadata, req: VideoRequirements): Problem | null {
  const message = videoMetadataError(meta, req);
  if (message === null) return null;
  if (message === VIDEO_CODEC_MESSAGE) return problem("video.codec");
  if (message.startsWith("Minimum"))
    return problem("video.minResolution", { width: req.wideSide.min, height: req.narrowSide.min });
  if (message.startsWith("Maximum"))
    return problem("video.maxResolution", { width: req.wideSide.max, height: req.narrowSide.max });
  if (message.startsWith("Video aspect"))
    return problem("video.aspectRatio", { min: ratio(req.aspectRatio.min), max: ratio(req.aspectRatio.max) });
  return problem("video.duration", { min: req.duration.min, max: req.duration.max ?? "∞" });
}

export function videoFileProblem(file: File, requirements: readonly VideoRequirements[]): Problem | null {
  for (const req of requirements) {
    const message = videoFileError({ bytes: file.size, fileName: file.name }, req);
    if (message?.startsWith("The video file size")) return problem("video.size", { max: req.fileSize.max });
    if (message) return problem("video.format", { formats: req.fileExtensions.join(" or ") });
  }
  return null;
}

export function videoProblem(
  meta: VideoMetadata | null,
  requirements: readonly VideoRequirements[],
): Problem | null {
  if (!meta) return problem("video.invalid");
  for (const req of requirements) {
    const found = videoMetadataProblem(meta, req);
    if (found) return found;
  }
  return null;
}
