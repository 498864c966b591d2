import { describe, expect, it } from "vitest";
import {
  feedDisplayRatio,
  gifError,
  imageCountLimit,
  imageCountTitle,
  imageDimensionError,
  imageFileError,
  previewHeight,
  ratioBucketOf,
} from "./image.rules.ts";

// The spec's texts and limits (core §5), pinned here through the checks that produce them.
const MEGABYTE = 1048576;
const IMAGE_TYPE_MESSAGE = "Images must be JPG, PNG or GIF with a maximum file size of 5 MB.";
const IMAGE_DIMENSION_MESSAGE = "Images should not be wider or taller than 2048px.";
const GIF_FRAMES_MESSAGE = "Animated GIF can't have more than 250 frames.";
const GIF_PIXELS_MESSAGE = "GIF can't have more than 36 millions pixels.";
const GIF_SIZE_MESSAGE = "GIF file can't be larger than 5 MB.";

describe("image file type and size (core §5)", () => {
  it.each([
    { mime: "image/jpeg", bytes: 1000, expected: null },
    { mime: "image/png", bytes: 5 * MEGABYTE, expected: null },
    { mime: "image/gif", bytes: 5 * 1048576, expected: null },
    { mime: "image/png", bytes: 5 * MEGABYTE + 1, expected: IMAGE_TYPE_MESSAGE },
    { mime: "image/svg+xml", bytes: 100, expected: IMAGE_TYPE_MESSAGE },
    { mime: "image/webp", bytes: 100, expected: IMAGE_TYPE_MESSAGE },
    { mime: "application/x-msdownload", bytes: 100, expected: IMAGE_TYPE_MESSAGE },
    { mime: "image/jpeg", bytes: 0, expected: IMAGE_TYPE_MESSAGE },
  ])("$mime, $bytes bytes → $expected", ({ mime, bytes, expected }) => {
    expect(imageFileError({ mime, bytes })).toBe(expected);
  });
});

describe("image dimensions: 2048 px a side", () => {
  it.each([
    { width: 2048, height: 2048, expected: null },
    { width: 2049, height: 10, expected: IMAGE_DIMENSION_MESSAGE },
    { width: 10, height: 2049, expected: IMAGE_DIMENSION_MESSAGE },
    { width: 1, height: 1, expected: null },
  ])("$width x $height → $expected", ({ width, height, expected }) => {
    expect(imageDimensionError({ width, height })).toBe(expected);
  });
});

describe("image count (core §5)", () => {
  it.each([
    { networks: [], expected: 10 },
    { networks: ["linkedin"], expected: 9 },
    { networks: ["twitter"], expected: 4 },
    { networks: ["facebook"], expected: 10 },
    { networks: ["instagram"], expected: 10 },
    { networks: ["facebook", "linkedin"], expected: 9 },
    { networks: ["linkedin", "twitter", "facebook", "instagram"], expected: 4 },
    { networks: ["xing"], expected: 10 },
  ])("$networks → $expected", ({ networks, expected }) => {
    expect(imageCountLimit(networks)).toBe(expected);
    expect(imageCountTitle(expected)).toBe(`Upload up to ${expected} images`);
  });
});

describe("ratio buckets (tolerance 2 ÷ height)", () => {
  it.each([
    { width: 1080, height: 1920, expected: "9:16" },
    { width: 1000, height: 1000, expected: "1:1" },
    { width: 1001, height: 1000, expected: "1:1" },
    { width: 1003, height: 1000, expected: null },
    { width: 800, height: 600, expected: "4:3" },
    { width: 1920, height: 1080, expected: "16:9" },
    { width: 1921, height: 1080, expected: "16:9" },
    { width: 1000, height: 500, expected: "2:1" },
    { width: 300, height: 100, expected: null },
    { width: 0, height: 100, expected: null },
  ])("$width x $height → $expected", ({ width, height, expected }) => {
    expect(ratioBucketOf(width, height)).toBe(expected);
  });
});

describe("feed display ratio and preview height", () => {
  it.each([
    { ratio: 0.5, display: 1, preview: 450 },
    { ratio: 1, display: 1, preview: 450 },
    { ratio: 1.5, display: 1.5, preview: 300 },
  ])("ratio $ratio → display $display, preview $preview", ({ ratio, display, preview }) => {
    expect(feedDisplayRatio(ratio)).toBe(display);
    expect(previewHeight(ratio)).toBe(preview);
  });
});

describe("GIF limits (core §5)", () => {
  it.each([
    { width: 100, height: 100, frameCount: 250, bytes: 1000, expected: null },
    { width: 100, height: 100, frameCount: 251, bytes: 1000, expected: GIF_FRAMES_MESSAGE },
    { width: 2000, height: 2000, frameCount: 10, bytes: 1000, expected: GIF_PIXELS_MESSAGE },
    { width: 36_152_320, height: 1, frameCount: 1, bytes: 1000, expected: null },
    { width: 36_152_321, height: 1, frameCount: 1, bytes: 1000, expected: GIF_PIXELS_MESSAGE },
    { width: 10, height: 10, frameCount: 1, bytes: 5 * MEGABYTE + 1, expected: GIF_SIZE_MESSAGE },
  ])("$width x $height x $frameCount, $bytes bytes → $expected", (row) => {
    expect(gifError(row)).toBe(row.expected);
  });
});
