import { newObjectId } from "@chorus/shared/ids/object-id";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { influencerScore, pointLedger, shareClick } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";

let t: TestApp;
let anton: TestClient;
let antonId: string;
let acme: string;

/** Anton's activity on fixed days of 2001: far from the demo data. */
beforeAll(async () => {
  t = await createTestApp();
  anton = await t.signIn(DEMO_USERS.channel_analyst);
  antonId = await t.userId(DEMO_USERS.channel_analyst);
  acme = await t.companyId("acme");
  const make = factories(t.database.db);
  const channelId = await channelFixtures(t).channelId("Events");
  const at = (iso: string) => new Date(iso);
  const post = await make.post(acme, { createdBy: antonId, channelIds: [channelId] });
  for (const [day, clicks] of [
    ["2001-03-01T10:00:00Z", 2],
    ["2001-03-01T23:00:00Z", 0],
    ["2001-03-09T12:00:00Z", 1],
  ] as const) {
    const share = await make.share(acme, { postId: post.id, userId: antonId });
    await t.database.db.execute(sql`UPDATE share SET shared_at = ${day}::timestamptz WHERE id = ${share.id}`);
    for (let i = 0; i < clicks; i++)
      await t.database.db
        .insert(shareClick)
        .values({ companyId: acme, shareId: share.id, fingerprint: `s${i}`, clickedAt: at(day) });
  }
  await make.share(acme, { postId: post.id, userId: antonId, status: "failed" });
  await t.database.db.execute(
    sql`INSERT INTO post_like (company_id, post_id, user_id, liked_at) VALUES (${acme}, ${post.id}, ${antonId}, '2001-03-02T08:00:00Z')`,
  );
  const comment = await make.comment(acme, { objectId: post.id, addedBy: antonId });
  await t.database.db.execute(
    sql`UPDATE comment SET added_at = '2001-03-09T08:00:00Z' WHERE id = ${comment.id}`,
  );
  for (const [day, points] of [
    ["2001-03-01T10:00:00Z", 10],
    ["2001-03-09T12:00:00Z", 5],
    ["2001-04-01T00:00:00Z", 100],
  ] as const)
    await t.database.db.insert(pointLedger).values({
      id: newObjectId(),
      companyId: acme,
      userId: antonId,
      points,
      reason: "test",
      createdAt: at(day),
    });
  await t.database.db.insert(influencerScore).values([
    { companyId: acme, userId: antonId, day: "2001-03-02", score: 40 },
    { companyId: acme, userId: antonId, day: "2001-03-03", score: 42 },
  ]);
});
afterAll(() => t.close());

describe("GET /api/user/me/stats/count", () => {
  it("counts shares, clicks, reactions and points within the days, both included", async () => {
    const body = (await anton.get("/api/user/me/stats/count?from=2001-03-01&to=2001-03-31")).json();
    expect(body).toMatchObject({
      from: "2001-03-01",
      to: "2001-03-31",
      shareCount: 3,
      clickCount: 3,
      reactionCount: 2,
      point: 15,
    });
    expect((await anton.get("/api/user/me/stats/count?from=2001-03-02&to=2001-03-08")).json()).toMatchObject({
      shareCount: 0,
      clickCount: 0,
      reactionCount: 1,
      point: 0,
    });
  });

  it("defaults to the last 30 days and refuses ranges out of order or too long (400)", async () => {
    const body = (await anton.get("/api/user/me/stats/count")).json();
    expect((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000).toBe(29);
    expect((await anton.get("/api/user/me/stats/count?from=2001-03-02&to=2001-03-01")).statusCode).toBe(400);
    expect((await anton.get("/api/user/me/stats/count?from=2001-01-01&to=2004-01-01")).statusCode).toBe(400);
    expect((await anton.get("/api/user/me/stats/count?from=2001-02-30")).statusCode).toBe(400);
    expect((await t.client().get("/api/user/me/stats/count")).statusCode).toBe(401);
  });
});

describe("GET /api/user/me/stats/series", () => {
  it("gives every day of the range with its figures, and the score history", async () => {
    const body = (await anton.get("/api/user/me/stats/series?from=2001-03-01&to=2001-03-10")).json();
    expect(body.series).toHaveLength(10);
    expect(body.series[0]).toEqual({ date: "2001-03-01", shares: 2, clicks: 2, reactions: 0, points: 10 });
    expect(body.series[1]).toEqual({ date: "2001-03-02", shares: 0, clicks: 0, reactions: 1, points: 0 });
    expect(body.series[8]).toEqual({ date: "2001-03-09", shares: 1, clicks: 1, reactions: 1, points: 5 });
    expect(body.scoreHistory).toEqual([
      { day: "2001-03-02", score: 40 },
      { day: "2001-03-03", score: 42 },
    ]);
  });

  it("groups by week (from Monday) and by month", async () => {
    const weeks = (
      await anton.get("/api/user/me/stats/series?from=2001-03-01&to=2001-03-14&interval=week")
    ).json();
    // 1 March 2001 is a Thursday: its week starts on 26 February.
    expect(weeks.series.map((w: { date: string; shares: number }) => [w.date, w.shares])).toEqual([
      ["2001-02-26", 2],
      ["2001-03-05", 1],
      ["2001-03-12", 0],
    ]);
    const months = (
      await anton.get("/api/user/me/stats/series?from=2001-03-01&to=2001-04-30&interval=month")
    ).json();
    expect(months.series.map((m: { date: string; points: number }) => [m.date, m.points])).toEqual([
      ["2001-03-01", 15],
      ["2001-04-01", 100],
    ]);
  });
});
