import { describe, expect, it } from "vitest";
import {
  DEFAULT_VIDEO_REQUIREMENTS,
  INVALID_VIDEO_MESSAGE,
  type VideoRequirements,
  videoFileError,
  videoMetadataError,
} from "./video.rules.ts";

describe("video file: size and extension (core §5)", () => {
  it.each([
    { bytes: 1000, fileName: "clip.mp4", expected: null },
    { bytes: 1000, fileName: "CLIP.MOV", expected: null },
    { bytes: 200 * 1048576, fileName: "clip.mp4", expected: null },
    { bytes: 200 * 1048576 + 1, fileName: "clip.mp4", expected: "The video file size exceeds 200 MB." },
    { bytes: 1000, fileName: "clip.avi", expected: "The format of the video should be mp4 or mov" },
    { bytes: 1000, fileName: "clip", expected: "The format of the video should be mp4 or mov" },
  ])("$fileName, $bytes bytes → $expected", ({ bytes, fileName, expected }) => {
    expect(videoFileError({ bytes, fileName })).toBe(expected);
  });
});

const open: VideoRequirements = { ...DEFAULT_VIDEO_REQUIREMENTS, duration: { min: 1, max: null } };

describe("video metadata (core §5)", () => {
  it.each([
    { width: 1280, height: 720, duration: 10, req: DEFAULT_VIDEO_REQUIREMENTS, expected: null },
    { width: 720, height: 1280, duration: 10, req: DEFAULT_VIDEO_REQUIREMENTS, expected: null },
    {
      width: 0,
      height: 720,
      duration: 10,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Video codec is not supported",
    },
    {
      width: 1280,
      height: 0,
      duration: 10,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Video codec is not supported",
    },
    {
      width: 200,
      height: 144,
      duration: 10,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Minimum video resolution required is 256x144.",
    },
    {
      width: 144,
      height: 200,
      duration: 10,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Minimum video resolution required is 256x144.",
    },
    {
      width: 4097,
      height: 2000,
      duration: 10,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Maximum video resolution required is 4096x2304.",
    },
    {
      width: 2304,
      height: 4096,
      duration: 10,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: null,
    },
    {
      width: 2500,
      height: 1000,
      duration: 10,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Video aspect ratio required is 1:2.4 - 2.4:1.",
    },
    {
      width: 1280,
      height: 720,
      duration: 2,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Video duration required is 3 - 600 s.",
    },
    {
      width: 1280,
      height: 720,
      duration: 601,
      req: DEFAULT_VIDEO_REQUIREMENTS,
      expected: "Video duration required is 3 - 600 s.",
    },
    { width: 1280, height: 720, duration: 0, req: open, expected: "Video duration required is 1 - ∞ s." },
    { width: 1280, height: 720, duration: 99_999, req: open, expected: null },
  ])("$width x $height, $duration s → $expected", ({ width, height, duration, req, expected }) => {
    expect(videoMetadataError({ width, height, duration }, req)).toBe(expected);
  });

  it("names the load-failure message", () => {
    expect(INVALID_VIDEO_MESSAGE).toBe("Invalid video. Please select a video file.");
  });
});
