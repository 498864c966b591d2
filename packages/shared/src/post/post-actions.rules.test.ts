import { describe, expect, it } from "vitest";
import type { PostType } from "./post.contract.ts";
import {
  type ActionContext,
  type ChannelPlan,
  createdResponseType,
  instantPushAllowed,
  planArchive,
  planCreate,
  planReactivate,
  planSchedule,
  planUpdate,
  updatedPublishedAt,
} from "./post-actions.rules.ts";

const now = new Date("2026-03-01T12:00:00Z");
const later = new Date("2026-03-05T09:00:00Z");
const past = new Date("2026-02-01T09:00:00Z");
const DAY = 86_400_000;
const ctx = (over: Partial<ActionContext> & { managed?: string[] } = {}): ActionContext => ({
  now,
  type: "article",
  userPublishEnabled: true,
  defaultPostExpiration: 14,
  isManagerOf: (id) => (over.managed ?? ["M"]).includes(id),
  ...over,
});
const channel = (
  channelId: string,
  status: ChannelPlan["status"],
  publishedAt: Date | null = past,
): ChannelPlan => ({
  channelId,
  status,
  publishedAt,
  archivedAt: null,
});

describe("create", () => {
  it.each<[string, PostType, boolean, string, ChannelPlan["status"], Date | null]>([
    ["manager channel gets the requested dates", "article", false, "M", "published", later],
    ["non-manager channel is proposed", "article", true, "S", "proposed", null],
    ["not shareable, company lets users publish", "survey", true, "S", "published", later],
    ["not shareable, users may not publish", "document", false, "S", "proposed", null],
    ["shareable link in a non-manager channel", "link", true, "S", "proposed", null],
  ])("%s", (_name, type, userPublishEnabled, id, status, publishedAt) => {
    const [plan] = planCreate(
      [{ _id: id, status: "published" }],
      { publishedAt: later },
      ctx({ type, userPublishEnabled }),
    );
    expect(plan).toEqual({ channelId: id, status, publishedAt, archivedAt: null });
  });

  it("publishes now when no date is asked and drops requested statuses and duplicates", () => {
    const plans = planCreate([{ _id: "M", status: "rejected" }, { _id: "M" }], {}, ctx());
    expect(plans).toEqual([{ channelId: "M", status: "published", publishedAt: now, archivedAt: null }]);
  });
});

describe("update", () => {
  const rows: [
    string,
    ChannelPlan | null,
    ChannelPlan["status"] | undefined,
    string,
    ReturnType<typeof planUpdate>,
  ][] = [
    [
      "approved becomes published with the new dates",
      channel("M", "proposed", null),
      "approved",
      "published",
      [{ channelId: "M", status: "published", publishedAt: later, archivedAt: null }],
    ],
    [
      "status-less becomes published",
      channel("M", "published"),
      undefined,
      "published",
      [{ channelId: "M", status: "published", publishedAt: later, archivedAt: null }],
    ],
    ["rejected is dropped", channel("M", "published"), "rejected", "published", []],
    [
      "proposed stays proposed without dates",
      channel("M", "proposed", null),
      "proposed",
      "published",
      [{ channelId: "M", status: "proposed", publishedAt: null, archivedAt: null }],
    ],
    [
      "post proposed and channel already published keeps its dates",
      channel("M", "published"),
      "published",
      "proposed",
      [{ channelId: "M", status: "published", publishedAt: past, archivedAt: null }],
    ],
    [
      "a status smuggled in for a non-manager channel is ignored",
      channel("S", "proposed", null),
      "published",
      "published",
      [{ channelId: "S", status: "proposed", publishedAt: null, archivedAt: null }],
    ],
  ];
  it.each(rows)("%s", (_name, existing, status, postStatus, expected) => {
    const id = existing?.channelId ?? "M";
    const plans = planUpdate(
      existing ? [existing] : [],
      [{ _id: id, status }],
      { publishedAt: later },
      postStatus as "published",
      ctx(),
    );
    expect(plans).toEqual(expected);
  });

  it.each<[string, Date | null | undefined, Date | null, Date]>([
    ["a date is taken as asked", later, past, later],
    ["left out, a published channel keeps its date", undefined, past, past],
    ["left out, a scheduled channel keeps its date", undefined, later, later],
    ["cleared (null), a scheduled channel is published now", null, later, now],
    ["cleared (null), a published channel keeps the date it went out on", null, past, past],
    ["no date anywhere: now", null, null, now],
  ])("publishedAt on update: %s", (_name, requested, existing, expected) => {
    expect(updatedPublishedAt(requested, existing, now)).toEqual(expected);
    const [plan] = planUpdate(
      [channel("M", "published", existing)],
      [{ _id: "M" }],
      requested === undefined ? {} : { publishedAt: requested },
      existing && existing > now ? "scheduled" : "published",
      ctx(),
    );
    expect(plan?.publishedAt).toEqual(expected);
  });

  it("a channel left out of the request is removed; a new non-manager channel is proposed", () => {
    const plans = planUpdate([channel("M", "published")], [{ _id: "S" }], {}, "published", ctx());
    expect(plans).toEqual([{ channelId: "S", status: "proposed", publishedAt: null, archivedAt: null }]);
  });
});

describe("archive, reactivate, schedule", () => {
  const current = [channel("M", "published"), channel("P", "proposed", null), channel("S", "published")];
  const c = ctx({ managed: ["M", "P"] });

  it("archive: archivedAt now, publishedAt one second earlier, manager channels not proposed", () => {
    expect(planArchive(current, c)).toEqual([
      { channelId: "M", status: "published", publishedAt: new Date(now.getTime() - 1000), archivedAt: now },
      current[1],
      current[2],
    ]);
  });

  it.each([
    [14, 14],
    [undefined, 14],
    [30, 30],
  ])("reactivate with expiration %s: archivedAt now + %s days", (days, expected) => {
    const plans = planReactivate(current, { ...c, defaultPostExpiration: days });
    expect(plans[0]).toEqual({
      channelId: "M",
      status: "published",
      publishedAt: now,
      archivedAt: new Date(now.getTime() + expected * DAY),
    });
    expect(plans.slice(1)).toEqual(current.slice(1));
  });

  it("schedule uses the post's own dates", () => {
    const plans = planSchedule([channel("M", "archived")], { publishedAt: later, archivedAt: null }, c);
    expect(plans).toEqual([{ channelId: "M", status: "published", publishedAt: later, archivedAt: null }]);
  });

  it("rejected channels are not revived", () => {
    expect(planReactivate([channel("M", "rejected")], c)).toEqual([channel("M", "rejected")]);
  });
});

describe("instant push and the created response type", () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])("asked %s, manages a channel %s → %s", (asked, manages, expected) => {
    expect(instantPushAllowed(asked, manages)).toBe(expected);
  });
  it.each([
    ["proposed", "incoming"],
    ["scheduled", "schedule"],
    ["published", "published"],
    ["archived", "published"],
  ] as const)("%s → %s", (status, type) => expect(createdResponseType(status)).toBe(type));
});
