import { describe, expect, it } from "vitest";
import { IMAGE_TOKEN_SIZES, IMAGE_TOKENS } from "./image-token.rules.ts";
import { LINK_TOO_SMALL_MESSAGE, linkLengthError, proxyImageUrl, truncateText } from "./link.rules.ts";

describe("link length: more than 5 characters", () => {
  it.each([
    { url: "a.io", expected: LINK_TOO_SMALL_MESSAGE },
    { url: "ab.io", expected: LINK_TOO_SMALL_MESSAGE },
    { url: "  ab.io  ", expected: LINK_TOO_SMALL_MESSAGE },
    { url: "abc.io", expected: null },
  ])("'$url' → $expected", ({ url, expected }) => {
    expect(linkLengthError(url)).toBe(expected);
  });
  it("is the spec's text", () => expect(LINK_TOO_SMALL_MESSAGE).toBe("Link too small"));
});

describe("image proxy rewrite (core §5)", () => {
  it.each([
    { url: "/images/media/a.jpg", expected: "/images/media/a.jpg" },
    { url: "https://cdn.example.com/a/b.png", expected: "/get/image/post/https/cdn.example.com/a/b.png" },
    { url: "http://example.com/x.gif?v=2", expected: "/get/image/post/http/example.com/x.gif?v=2" },
    { url: "HTTPS://Example.com/x.gif", expected: "/get/image/post/https/Example.com/x.gif" },
    { url: "data:image/png;base64,AAAA", expected: "" },
    { url: "javascript:alert(1)", expected: "" },
    { url: "ftp://example.com/a.png", expected: "" },
    { url: "images/relative.png", expected: "" },
    { url: "", expected: "" },
  ])("$url → '$expected'", ({ url, expected }) => {
    expect(proxyImageUrl(url, "post")).toBe(expected);
  });
});

describe("truncation (default 38 with '...')", () => {
  it.each([
    { text: "a".repeat(38), max: undefined, expected: "a".repeat(38) },
    { text: "a".repeat(39), max: undefined, expected: `${"a".repeat(35)}...` },
    {
      text: "Alexandria Ocasio-Cortez-Montgomery-Smithers",
      max: 30,
      expected: "Alexandria Ocasio-Cortez-Mo...",
    },
    { text: "short", max: 30, expected: "short" },
  ])("$text ($max) → $expected", ({ text, max, expected }) => {
    expect(truncateText(text, max)).toBe(expected);
  });
});

describe("image tokens", () => {
  it("has a size for every catalogue token", () => {
    expect(Object.keys(IMAGE_TOKEN_SIZES).sort()).toEqual([...IMAGE_TOKENS].sort());
  });
});
