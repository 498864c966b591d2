import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import {
  analyticsPostDay,
  analyticsPostTotal,
  analyticsScopeDay,
  analyticsShareDay,
  analyticsUserDay,
  analyticsVideoPlay,
  comment,
  pointLedger,
  postLike,
  postView,
  readConfirmation,
  share,
  shareClick,
} from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { rebuildRollups, rollUpAnalytics } from "./rollup.service.ts";

let database: Database;
let c: string;
let userId: string;
let postId: string;
let groupId: string;
let channelIds: [string, string];
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  database = await openTestDatabase();
  const make = factories(database.db);
  const company = await make.company();
  c = company.id;
  userId = (await make.user(c)).id;
  groupId = (await make.group(c)).id;
  const a = await make.channel(c, { groupId });
  const b = await make.channel(c, { groupId });
  channelIds = [a.id, b.id];
  // One post in two channels of one group, published on 2026-03-01.
  postId = (await make.post(c, { createdBy: userId, channelIds })).id;
  await database.db.execute(
    // The factory dates publication "now"; the table below needs a fixed first publication.
    sql`UPDATE post_channel SET published_at = '2026-03-01T09:00:00Z' WHERE post_id = ${postId}`,
  );
});
afterAll(() => database.close());

const db = () => database.db;
const postDay = async (day: string) =>
  (
    await db()
      .select()
      .from(analyticsPostDay)
      .where(and(eq(analyticsPostDay.postId, postId), eq(analyticsPostDay.day, day)))
  )[0];

/** Raw events, each on a UTC day, and where the rollups must count them. */
const EVENTS: {
  name: string;
  write: () => Promise<unknown>;
  day: string;
  check: (day: string) => Promise<unknown>;
  expected: unknown;
}[] = [
  {
    name: "a view counts on its day for the post and the viewer",
    write: () =>
      db().insert(postView).values({ companyId: c, postId, userId, day: "2026-03-02", source: "feed" }),
    day: "2026-03-02",
    check: async (day) => [(await postDay(day))?.views, (await userDay(day))?.views],
    expected: [1, 1],
  },
  {
    name: "a like one second before midnight UTC counts on that day",
    write: () =>
      db()
        .insert(postLike)
        .values({ companyId: c, postId, userId, likedAt: at("2026-03-03T23:59:59Z") }),
    day: "2026-03-03",
    check: async (day) => (await postDay(day))?.likes,
    expected: 1,
  },
  {
    name: "a comment on the post counts; one on a resource does not",
    write: async () => {
      await db()
        .insert(comment)
        .values({
          id: newObjectId(),
          companyId: c,
          objectId: postId,
          objectType: "post",
          addedBy: userId,
          text: "x",
          addedAt: at("2026-03-04T10:00:00Z"),
        });
      await db()
        .insert(comment)
        .values({
          id: newObjectId(),
          companyId: c,
          objectId: postId,
          objectType: "resource",
          addedBy: userId,
          text: "x",
          addedAt: at("2026-03-04T10:00:00Z"),
        });
    },
    day: "2026-03-04",
    check: async (day) => [(await postDay(day))?.comments, (await userDay(day))?.comments],
    expected: [1, 1],
  },
  {
    name: "a read confirmation is a read",
    write: () =>
      db()
        .insert(readConfirmation)
        .values({ companyId: c, postId, userId, confirmedAt: at("2026-03-05T08:00:00Z") }),
    day: "2026-03-05",
    check: async (day) => (await postDay(day))?.reads,
    expected: 1,
  },
  {
    name: "a video play",
    write: () => db().insert(analyticsVideoPlay).values({ companyId: c, postId, userId, day: "2026-03-06" }),
    day: "2026-03-06",
    check: async (day) => (await postDay(day))?.videoPlays,
    expected: 1,
  },
  {
    name: "a LinkedIn share counts on its share day, its clicks on their click days; a removed share not at all",
    write: async () => {
      const shared = newObjectId();
      await db()
        .insert(share)
        .values({
          id: shared,
          companyId: c,
          postId,
          userId,
          media: "linkedin",
          status: "shared",
          sharedAt: at("2026-03-07T12:00:00Z"),
        });
      await db()
        .insert(share)
        .values({
          id: newObjectId(),
          companyId: c,
          postId,
          userId,
          media: "linkedin",
          status: "removed",
          sharedAt: at("2026-03-07T12:00:00Z"),
        });
      await db()
        .insert(shareClick)
        .values({ companyId: c, shareId: shared, fingerprint: "a", clickedAt: at("2026-03-07T13:00:00Z") });
      await db()
        .insert(shareClick)
        .values({ companyId: c, shareId: shared, fingerprint: "b", clickedAt: at("2026-03-08T13:00:00Z") });
    },
    day: "2026-03-07",
    check: async (day) => [await shareDay(day, "linkedin"), await shareDay("2026-03-08", "linkedin")],
    expected: [
      { shares: 1, clicks: 1 },
      { shares: 0, clicks: 1 },
    ],
  },
  {
    name: "a share to a network Chorus does not list counts as generic",
    write: () =>
      db()
        .insert(share)
        .values({
          id: newObjectId(),
          companyId: c,
          postId,
          userId,
          media: "mastodon",
          status: "shared",
          sharedAt: at("2026-03-09T12:00:00Z"),
        }),
    day: "2026-03-09",
    check: (day) => shareDay(day, "generic"),
    expected: { shares: 1, clicks: 0 },
  },
  {
    name: "points earned that day",
    write: () =>
      db()
        .insert(pointLedger)
        .values({
          id: newObjectId(),
          companyId: c,
          userId,
          points: 7,
          reason: "share",
          createdAt: at("2026-03-10T12:00:00Z"),
        }),
    day: "2026-03-10",
    check: async (day) => (await userDay(day))?.points,
    expected: 7,
  },
];

const userDay = async (day: string) =>
  (
    await db()
      .select()
      .from(analyticsUserDay)
      .where(and(eq(analyticsUserDay.userId, userId), eq(analyticsUserDay.day, day)))
  )[0];
const shareDay = async (day: string, network: string) => {
  const [row] = await db()
    .select({ shares: analyticsShareDay.shares, clicks: analyticsShareDay.clicks })
    .from(analyticsShareDay)
    .where(
      and(
        eq(analyticsShareDay.postId, postId),
        eq(analyticsShareDay.day, day),
        eq(analyticsShareDay.network, network),
      ),
    );
  return row;
};
const scopeDay = async (scope: string, scopeId: string, day: string) =>
  (
    await db()
      .select()
      .from(analyticsScopeDay)
      .where(
        and(
          eq(analyticsScopeDay.scope, scope),
          eq(analyticsScopeDay.scopeId, scopeId),
          eq(analyticsScopeDay.day, day),
        ),
      )
  )[0];

describe("rollups", () => {
  it.each(EVENTS)("$name", async (event) => {
    await event.write();
    await rebuildRollups(db(), { since: "2000-01-01", companyId: c });
    expect(await event.check(event.day)).toEqual(event.expected);
  });

  it("a post counts once in the company and its group, once in each of its channels", async () => {
    const published = "2026-03-01";
    expect((await scopeDay("company", c, published))?.posts).toBe(1);
    expect((await scopeDay("group", groupId, published))?.posts).toBe(1);
    for (const channelId of channelIds) {
      expect((await scopeDay("channel", channelId, published))?.posts).toBe(1);
      expect(await scopeDay("channel", channelId, "2026-03-07")).toMatchObject({
        shares: 1,
        sharesLinkedin: 1,
        clicksLinkedin: 1,
      });
    }
    expect((await scopeDay("group", groupId, "2026-03-03"))?.likes).toBe(1);
    expect((await scopeDay("campaign_channel", `none:${channelIds[0]}`, "2026-03-02"))?.views).toBe(1);
  });

  it("keeps each post's figures to date and its first publication", async () => {
    const [total] = await db().select().from(analyticsPostTotal).where(eq(analyticsPostTotal.postId, postId));
    expect(total).toMatchObject({
      publishedAt: at("2026-03-01T09:00:00Z"),
      views: 1,
      likes: 1,
      comments: 1,
      reads: 1,
      videoPlays: 1,
      shares: 2,
      clicks: 2,
      sharesLinkedin: 1,
      clicksLinkedin: 2,
      sharesGeneric: 1,
    });
  });

  it("the job runs from the day before its last run: a new event is added, nothing is counted twice", async () => {
    await rollUpAnalytics(db(), at("2026-03-11T00:05:00Z"));
    expect((await postDay("2026-03-02"))?.views).toBe(1);
    // An event older than the window waits for a rebuild (events are written when they happen).
    await db().insert(postView).values({ companyId: c, postId, userId, day: "2026-03-05", source: "mail" });
    await rollUpAnalytics(db(), at("2026-03-11T00:06:00Z"));
    expect((await postDay("2026-03-05"))?.views).toBe(0);
    await db()
      .insert(postLike)
      .values({
        companyId: c,
        postId,
        userId: (await factories(db()).user(c)).id,
        likedAt: at("2026-03-10T22:00:00Z"),
      });
    await rollUpAnalytics(db(), at("2026-03-11T00:10:00Z"));
    await rollUpAnalytics(db(), at("2026-03-11T00:15:00Z"));
    expect((await postDay("2026-03-10"))?.likes).toBe(1);
    const [total] = await db().select().from(analyticsPostTotal).where(eq(analyticsPostTotal.postId, postId));
    expect(total?.likes).toBe(2);
    expect((await scopeDay("company", c, "2026-03-10"))?.likes).toBe(1);
  });
});
