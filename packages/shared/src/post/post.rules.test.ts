import { describe, expect, it } from "vitest";
import type { FeedType, PostChannelStatus } from "./post.contract.ts";
import {
  clampCount,
  earliestDatedChannel,
  feedCounterOf,
  feedTypeLabel,
  isLiveInChannel,
  isShareableType,
  postChannelStatusOf,
  postPublishStatus,
  publishStatusOf,
} from "./post.rules.ts";

const now = new Date("2026-03-10T12:00:00Z");
const past = "2026-03-01T00:00:00Z";
const future = "2026-03-20T00:00:00Z";

describe("publishStatusOf (core §4)", () => {
  it.each([
    { publishedAt: null, archivedAt: null, expected: "proposed" },
    { publishedAt: null, archivedAt: past, expected: "proposed" },
    { publishedAt: future, archivedAt: null, expected: "scheduled" },
    { publishedAt: future, archivedAt: "2026-04-01T00:00:00Z", expected: "scheduled" },
    { publishedAt: past, archivedAt: "2026-03-05T00:00:00Z", expected: "archived" },
    { publishedAt: past, archivedAt: future, expected: "published" },
    { publishedAt: past, archivedAt: null, expected: "published" },
    { publishedAt: now.toISOString(), archivedAt: null, expected: "published" },
    { publishedAt: past, archivedAt: now.toISOString(), expected: "published" },
  ])(
    "publishedAt $publishedAt, archivedAt $archivedAt → $expected",
    ({ publishedAt, archivedAt, expected }) => {
      expect(publishStatusOf({ publishedAt, archivedAt }, now)).toBe(expected);
    },
  );

  it("accepts Date values", () => {
    expect(publishStatusOf({ publishedAt: new Date(past), archivedAt: null }, now)).toBe("published");
  });
});

describe("postPublishStatus: proposed when it has channels and all are proposed", () => {
  const channels = (...statuses: PostChannelStatus[]) => statuses.map((status) => ({ status }));
  it.each([
    { channelList: channels("proposed"), publishedAt: past, expected: "proposed" },
    { channelList: channels("proposed", "proposed"), publishedAt: past, expected: "proposed" },
    { channelList: channels("proposed", "published"), publishedAt: past, expected: "published" },
    { channelList: channels(), publishedAt: past, expected: "published" },
    { channelList: channels(), publishedAt: null, expected: "proposed" },
    { channelList: channels("rejected"), publishedAt: null, expected: "proposed" },
    { channelList: channels("scheduled"), publishedAt: future, expected: "scheduled" },
  ])(
    "$channelList.length channels, publishedAt $publishedAt → $expected",
    ({ channelList, publishedAt, expected }) => {
      expect(postPublishStatus({ channelList, publishedAt, archivedAt: null }, now)).toBe(expected);
    },
  );
});

describe("postChannelStatusOf: not published keeps its status, published is derived from dates", () => {
  it.each([
    { status: "proposed", publishedAt: past, archivedAt: null, expected: "proposed" },
    { status: "approved", publishedAt: future, archivedAt: null, expected: "approved" },
    { status: "rejected", publishedAt: null, archivedAt: null, expected: "rejected" },
    { status: "archived", publishedAt: past, archivedAt: future, expected: "archived" },
    { status: "scheduled", publishedAt: past, archivedAt: null, expected: "scheduled" },
    { status: "published", publishedAt: past, archivedAt: null, expected: "published" },
    { status: "published", publishedAt: future, archivedAt: null, expected: "scheduled" },
    { status: "published", publishedAt: past, archivedAt: "2026-03-05T00:00:00Z", expected: "archived" },
    { status: "published", publishedAt: null, archivedAt: null, expected: "proposed" },
  ] as const)("$status ($publishedAt, $archivedAt) → $expected", ({ expected, ...channel }) => {
    expect(postChannelStatusOf(channel, now)).toBe(expected);
  });
});

describe("feed type → counter (core §4)", () => {
  it.each<[FeedType | null | undefined, string]>([
    ["incoming", "proposed"],
    ["scheduled", "scheduled"],
    ["archived", "archived"],
    ["published", "published"],
    ["rejected", "rejected"],
    ["own", "own"],
    ["pob", "pob"],
    ["bookmark", "published"],
    [null, "published"],
    [undefined, "published"],
    ["all", "all"],
    ["published-no-user-id", "published"],
    ["calendar", "published"],
  ])("%s → %s", (type, counter) => {
    expect(feedCounterOf(type)).toBe(counter);
  });
});

describe("feed type labels (core §4)", () => {
  it.each<[FeedType, string]>([
    ["incoming", "proposed"],
    ["bookmark", "bookmarked"],
    ["published", "published"],
    ["scheduled", "scheduled"],
    ["archived", "archived"],
    ["rejected", "rejected"],
    ["own", "own"],
    ["pob", "pob"],
  ])("%s is shown %s", (type, label) => {
    expect(feedTypeLabel(type)).toBe(label);
  });
});

describe("shareable types (catalogue §9: link, article, image, video)", () => {
  it.each([
    ["link", true],
    ["article", true],
    ["image", true],
    ["video", true],
    ["document", false],
    ["survey", false],
  ] as const)("%s → %s", (type, shareable) => {
    expect(isShareableType(type)).toBe(shareable);
  });
});

describe("clampCount", () => {
  it.each([
    [-3, 0],
    [0, 0],
    [7, 7],
  ])("%i → %i", (count, expected) => expect(clampCount(count)).toBe(expected));
});

describe("isLiveInChannel: published or approved, dated in the past, not yet archived", () => {
  const live = (status: string, publishedAt: string | null, archivedAt: string | null) =>
    isLiveInChannel({ status, publishedAt, archivedAt }, now);

  it("is live once published and until archived", () => {
    expect(live("published", past, null)).toBe(true);
    expect(live("approved", past, future)).toBe(true);
  });

  it("is not live before its date, after its archive date, without a date or in another status", () => {
    expect(live("published", future, null)).toBe(false);
    expect(live("published", past, past)).toBe(false);
    expect(live("published", null, null)).toBe(false);
    expect(live("proposed", past, null)).toBe(false);
    expect(live("archived", past, null)).toBe(false);
  });
});

describe("earliestDatedChannel: the post's dates", () => {
  it("takes the earliest published date, ignoring proposed and rejected channels and undated ones", () => {
    const channels = [
      { id: "late", status: "published", publishedAt: new Date(future) },
      { id: "proposed", status: "proposed", publishedAt: new Date("2026-01-01T00:00:00Z") },
      { id: "rejected", status: "rejected", publishedAt: new Date("2026-01-02T00:00:00Z") },
      { id: "undated", status: "scheduled", publishedAt: null },
      { id: "early", status: "approved", publishedAt: new Date(past) },
    ];
    expect(earliestDatedChannel(channels)?.id).toBe("early");
    expect(earliestDatedChannel(channels.slice(1, 4))).toBeUndefined();
  });
});
