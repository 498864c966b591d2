import { describe, expect, it } from "vitest";
import {
  displayAspectRatio,
  distinctDocumentTitle,
  leadImageIndex,
  leadImageUrl,
  mosaicLayout,
  mosaicOverflow,
  sourceHost,
} from "./media.ts";

describe("displayAspectRatio (core §2)", () => {
  it.each([
    [1600, 900, 16 / 9],
    [800, 600, 4 / 3],
    [1000, 1000, 1],
    [900, 1600, 1], // 9:16 is below 1: shown as 1:1
    [600, 800, 1],
    [0, 0, 1],
  ])("%i x %i → %f", (width, height, ratio) => {
    expect(displayAspectRatio(width, height)).toBeCloseTo(ratio);
  });
});

describe("mosaic", () => {
  it.each([
    [0, "none", 0],
    [1, "single", 0],
    [2, "pair", 0],
    [3, "wideAndTwo", 0],
    [4, "wideAndThree", 0],
    [5, "wideAndThree", 2],
    [6, "wideAndThree", 3],
    [10, "wideAndThree", 7],
  ])("%i images: %s, overlay + %i", (count, layout, overflow) => {
    expect(mosaicLayout(count)).toBe(layout);
    expect(mosaicOverflow(count)).toBe(overflow);
  });
});

describe("sourceHost", () => {
  it("keeps the host name without www", () => {
    expect(sourceHost("https://www.example.com/a?b=1")).toBe("example.com");
    expect(sourceHost("http://news.acme.example/x")).toBe("news.acme.example");
    expect(sourceHost("not a url")).toBe("");
    expect(sourceHost(null)).toBe("");
  });
});

describe("distinctDocumentTitle (a document title shown once on the card)", () => {
  it.each([
    ["Annual report 2026", "Annual report 2026", undefined],
    ["  annual  REPORT 2026 ", "Annual report 2026", undefined],
    ["Q3 figures.pdf", "Our third quarter", "Q3 figures.pdf"],
    ["", "Our third quarter", undefined],
  ])("document %j, post %j → %j", (documentTitle, postTitle, shown) => {
    expect(distinctDocumentTitle(documentTitle, postTitle)).toBe(shown);
  });
});

describe("leadImageUrl: the image the feed's first card shows first", () => {
  const image = (url: string, hasError = false) => ({ url, hasError, width: 800, height: 600 }) as never;
  const list = [image("/images/broken.png", true), image("/images/a.png"), image("/images/b.png")];
  it.each([
    ["image", "/images/a.png"],
    ["link", "/images/a.png"],
    ["video", "/images/a.png"], // the poster
    ["survey", undefined],
    ["document", undefined],
  ] as const)("%s → %s", (type, url) => {
    expect(leadImageUrl({ type: type as never, imageMetadataList: list })).toBe(url);
  });
  it("is undefined without a usable image", () => {
    expect(leadImageUrl({ type: "image", imageMetadataList: [] })).toBeUndefined();
  });
  it("is taken from the first screen's cards only (leadImageIndex)", () => {
    const survey = { type: "survey" as never, imageMetadataList: list };
    const picture = { type: "image" as never, imageMetadataList: list };
    expect(leadImageIndex([picture, picture])).toBe(0);
    expect(leadImageIndex([survey, picture])).toBe(1);
    expect(leadImageIndex([survey, survey, picture])).toBe(-1);
  });
});
