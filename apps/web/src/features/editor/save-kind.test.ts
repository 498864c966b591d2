import type { PostPublishStatus } from "@chorus/shared/post/post.rules";
import { describe, expect, it } from "vitest";
import { createSaveKind, editSaveKind, type SaveKind } from "./save-kind.ts";

const now = new Date("2026-03-01T12:00:00Z");
const later = new Date("2026-03-05T09:00:00Z");
const base = {
  type: "article" as const,
  isManagerOf: (id: string) => id === "M",
  userPublishEnabled: true,
  now,
};

describe("save button on a new post", () => {
  it.each<[string, string[], Date | null, SaveKind]>([
    ["managed channel, no date", ["M"], null, "publish"],
    ["managed channel, future date", ["M"], later, "schedule"],
    ["only channels the writer does not manage", ["S"], null, "propose"],
    ["a managed and an unmanaged channel", ["M", "S"], null, "publish"],
  ])("%s → %s", (_name, channelIds, publishedAt, expected) => {
    expect(createSaveKind({ ...base, channelIds, publishedAt })).toBe(expected);
  });
});

describe("save button on an edit", () => {
  it.each<[string, string[], PostPublishStatus, Date | null, SaveKind]>([
    ["published post, channels kept", ["M"], "published", null, "save"],
    ["archived post, channels kept", ["M"], "archived", null, "save"],
    ["scheduled post keeps its date", ["M"], "scheduled", later, "save"],
    ["scheduled post, date cleared: goes out now", ["M"], "scheduled", null, "publish"],
    ["published post given a future date", ["M"], "published", later, "schedule"],
    ["a proposal stays a proposal", ["M"], "proposed", null, "save"],
    ["the writer manages none of the channels", ["S"], "published", later, "save"],
  ])("%s → %s", (_name, channelIds, status, publishedAt, expected) => {
    expect(editSaveKind({ ...base, channelIds, status, publishedAt })).toBe(expected);
  });
});
