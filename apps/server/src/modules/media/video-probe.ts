import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** ffprobe and ffmpeg come from npm packages that ship a static binary per platform. */
const ffprobePath: string = (require("@ffprobe-installer/ffprobe") as { path: string }).path;
const ffmpegPath: string = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;

export interface ProbedVideo {
  width: number;
  height: number;
  /** Seconds, as ffprobe reports them (not rounded). */
  duration: number;
  codec: string;
}

interface FfprobeOutput {
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { duration?: string };
}

/** The first video stream's facts, or null when ffprobe cannot read the file as a video. */
export async function probeVideo(path: string): Promise<ProbedVideo | null> {
  let output: FfprobeOutput;
  try {
    const { stdout } = await run(
      ffprobePath,
      ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", path],
      {
        timeout: 20_000,
        maxBuffer: 4 * 1_048_576,
      },
    );
    output = JSON.parse(stdout) as FfprobeOutput;
  } catch {
    return null;
  }
  const stream = output.streams?.find((s) => s.codec_type === "video");
  if (!stream) return null;
  const rotation = Number(
    stream.tags?.rotate ?? stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
  );
  // A phone video recorded upright is stored landscape with a 90° rotation: report what viewers see.
  const turned = Math.abs(rotation) % 180 === 90;
  const width = stream.width ?? 0;
  const height = stream.height ?? 0;
  return {
    width: turned ? height : width,
    height: turned ? width : height,
    duration: Number(stream.duration ?? output.format?.duration ?? 0) || 0,
    codec: stream.codec_name ?? "",
  };
}

/** One JPEG frame at `atSeconds` (the poster), or null when ffmpeg cannot decode it. */
export async function extractPosterFrame(path: string, atSeconds: number): Promise<Buffer | null> {
  try {
    const { stdout } = await run(
      ffmpegPath,
      [
        "-v",
        "error",
        "-ss",
        atSeconds.toFixed(2),
        "-i",
        path,
        "-frames:v",
        "1",
        "-f",
        "image2",
        "-c:v",
        "mjpeg",
        "pipe:1",
      ],
      { timeout: 30_000, maxBuffer: 32 * 1_048_576, encoding: "buffer" },
    );
    return stdout.length > 0 ? stdout : null;
  } catch {
    return null;
  }
}
