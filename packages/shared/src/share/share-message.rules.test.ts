import { describe, expect, it } from "vitest";
import {
  charactersLeft,
  commentSizeError,
  defaultTwitterComment,
  scheduleError,
  selfShareDialogUrl,
  sharedText,
  shareImageLimit,
  signatureLength,
  truncateWithEllipsis,
} from "./share-message.rules.ts";

describe("share comment limits (core §5)", () => {
  it.each([
    ["facebook", 2000, "Facebook"],
    ["xing", 400, "Xing"],
    ["twitter", 255, "Twitter"],
    ["linkedin", 2950, "LinkedIn"],
    ["instagram", 2000, "Instagram"],
    ["generic", 2000, "Generic"],
  ] as const)("%s: %i characters pass, one more fails", (network, limit, label) => {
    expect(commentSizeError(network, "a".repeat(limit))).toBeNull();
    expect(commentSizeError(network, "a".repeat(limit + 1))).toBe(`Comment size exceeded for ${label}`);
  });

  it.each([
    // signature counts 1 + its length
    ["twitter", 255 - 12, "via @AcmeCo", null],
    ["twitter", 255 - 11, "via @AcmeCo", "Comment size exceeded for Twitter"],
    ["xing", 400 - 2, "X", null],
    ["xing", 399, "X", "Comment size exceeded for Xing"],
    // empty signature adds nothing
    ["xing", 400, "", null],
    // other networks: no limit
    ["wechat", 100_000, "sig", null],
    ["viadeo", 100_000, null, null],
  ] as const)("%s, comment %i chars, signature %s → %s", (network, length, signature, expected) => {
    expect(commentSizeError(network, "b".repeat(length), signature)).toBe(expected);
  });

  it("counts emoji as one character, like the networks", () => {
    expect(commentSizeError("twitter", "🎉".repeat(255))).toBeNull();
  });

  it("signature length, counter and the shared text", () => {
    expect(signatureLength("")).toBe(0);
    expect(signatureLength(null)).toBe(0);
    expect(signatureLength("via @Acme")).toBe(10);
    expect(charactersLeft("twitter", "hello", "via @Acme")).toBe(255 - 5 - 10);
    expect(charactersLeft("wechat", "hello")).toBeNull();
    expect(sharedText("Great read", "via @Acme")).toBe("Great read via @Acme");
    expect(sharedText("Great read", "")).toBe("Great read");
    expect(sharedText("", "via @Acme")).toBe("via @Acme");
  });
});

describe("default Twitter comment: the title truncated with an ellipsis", () => {
  it.each([
    ["Short title", null, "Short title"],
    ["x".repeat(255), null, "x".repeat(255)],
    ["x".repeat(256), null, `${"x".repeat(254)}…`],
    ["x".repeat(300), "via @Acme", `${"x".repeat(244)}…`],
  ] as const)("%s / %s", (title, signature, expected) => {
    const comment = defaultTwitterComment(title, signature);
    expect(comment).toBe(expected);
    expect(commentSizeError("twitter", comment, signature)).toBeNull();
  });
  it("truncateWithEllipsis", () => {
    expect(truncateWithEllipsis("abcdef", 4)).toBe("abc…");
    expect(truncateWithEllipsis("abc", 4)).toBe("abc");
    expect(truncateWithEllipsis("ab cdef", 4)).toBe("ab…");
  });
});

describe("schedule window: minimum now, maximum the post archive date", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it.each([
    ["2026-03-10T12:00:00Z", null, null],
    ["2026-03-11T12:00:00Z", null, null],
    ["2026-03-10T11:59:59Z", null, "The share date must be in the future"],
    ["2026-03-20T00:00:00Z", "2026-03-20T00:00:00Z", null],
    ["2026-03-20T00:00:01Z", "2026-03-20T00:00:00Z", "The share date must be before the post is archived"],
  ] as const)("%s (archive %s) → %s", (at, archivedAt, expected) => {
    expect(scheduleError(new Date(at), archivedAt ? new Date(archivedAt) : null, now)).toBe(expected);
  });
});

describe("images per share and self-share dialogs", () => {
  it.each([
    ["linkedin", 9],
    ["twitter", 4],
    ["facebook", 10],
    ["instagram", 10],
    ["xing", null],
  ] as const)("%s takes %s images", (network, limit) => expect(shareImageLimit(network)).toBe(limit));

  it.each([
    ["facebook", "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fc.example%2Fs%2Fabc%3Fx%3D1"],
    ["xing", "https://www.xing.com/spi/shares/new?url=https%3A%2F%2Fc.example%2Fs%2Fabc%3Fx%3D1"],
    ["generic", "https://c.example/s/abc?x=1"],
    ["linkedin", null],
  ] as const)("%s dialog", (network, url) => {
    expect(selfShareDialogUrl(network, "https://c.example/s/abc?x=1")).toBe(url);
  });
});
