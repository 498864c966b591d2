import { newObjectId } from "@chorus/shared/ids/object-id";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { influencerScore, pointLedger } from "../db/schema/index.ts";
import { factories } from "./factories.ts";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp } from "./test-app.ts";

/**
 * The dashboard and trophies read the caller's own rows of the caller's own company: rows filed
 * under another company (even with the caller's user id) never count.
 */
let t: TestApp;
let garyId: string;

beforeAll(async () => {
  t = await createTestApp();
  garyId = await t.userId(GLOBEX_SHARER);
  const acme = await t.companyId("acme");
  const make = factories(t.database.db);
  const admin = await t.userId(DEMO_USERS.admin);
  const channel = await make.channel(acme);
  // Acme rows carrying Gary's id: a company filter is all that keeps them out.
  for (let i = 0; i < 3; i++) {
    const post = await make.post(acme, { createdBy: admin, channelIds: [channel.id] });
    await make.share(acme, { postId: post.id, userId: garyId });
  }
  await t.database.db
    .insert(pointLedger)
    .values({ id: newObjectId(), companyId: acme, userId: garyId, points: 777, reason: "test" });
  await t.database.db
    .insert(influencerScore)
    .values({ companyId: acme, userId: garyId, day: new Date().toISOString().slice(0, 10), score: 99 });
});
afterAll(() => t.close());

describe("tenant isolation: my stats and trophies", () => {
  it("counts none of another company's rows", async () => {
    const gary = await t.signIn(GLOBEX_SHARER);
    const count = (await gary.get("/api/user/me/stats/count")).json();
    expect(count).toMatchObject({ shareCount: 0, point: 0 });
    const series = (await gary.get("/api/user/me/stats/series")).json();
    expect(
      series.series.every((d: { shares: number; points: number }) => d.shares === 0 && d.points === 0),
    ).toBe(true);
    expect(series.scoreHistory).toEqual([]);
    const advocate = (await gary.get("/api/achievements")).json().trophyList[0];
    expect(advocate).toMatchObject({ name: "advocate", count: 0, level: null });
  });
});
