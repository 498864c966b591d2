import { influenceBand } from "@chorus/shared/influence/influence.rules";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, influencerScore, shareClick } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { computeInfluencerScores, flagNonSharersEverywhere } from "./influence.service.ts";

let t: TestApp;
const NOW = new Date("2026-11-24T02:10:00Z");
const DAY = 86_400_000;
let companyId: string;
const users: Record<string, string> = {};

async function scoreOf(userId: string) {
  const [row] = await t.database.db
    .select({ s: appUser.smarpScore })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row?.s ?? null;
}

/** A shared share of a new post by the user, `daysAgo` before NOW, with that many unique clicks. */
async function shareAt(userId: string, daysAgo: number, clicks = 0) {
  const make = factories(t.database.db);
  const channel = await make.channel(companyId);
  const post = await make.post(companyId, { createdBy: userId, channelIds: [channel.id] });
  const share = await make.share(companyId, { postId: post.id, userId });
  await t.database.db.execute(
    // The factory shares now; move it into the past.
    sql`UPDATE share SET shared_at = ${new Date(NOW.getTime() - daysAgo * DAY).toISOString()}::timestamptz WHERE id = ${share.id}`,
  );
  for (let i = 0; i < clicks; i++)
    await t.database.db.insert(shareClick).values({ companyId, shareId: share.id, fingerprint: `f${i}` });
}

beforeAll(async () => {
  t = await createTestApp();
  const make = factories(t.database.db);
  companyId = (await make.company()).id;
  for (const name of ["busy", "clicked", "once", "old", "today", "none", "gone"])
    users[name] = (
      await make.user(companyId, { isActive: name !== "gone", smarpScore: name === "none" ? 55 : null })
    ).id;
  // 20 more active users who never share: the company is 26 active users.
  for (let i = 0; i < 20; i++) await make.user(companyId);
  for (let i = 0; i < 6; i++) await shareAt(users.busy!, 2 + i * 10);
  await shareAt(users.clicked!, 3, 20);
  await shareAt(users.once!, 170);
  await shareAt(users.old!, 200); // past six months
  await shareAt(users.today!, 0.01); // today: not before today
  await shareAt(users.gone!, 3);
});
afterAll(() => t.close());

describe("the daily influencer scores", () => {
  it("scores sharers of the six months up to yesterday by activity; others have none", async () => {
    const result = await computeInfluencerScores(t.database.db, NOW);
    expect(result.scored).toBeGreaterThanOrEqual(3);
    const [busy, clicked, once] = [
      await scoreOf(users.busy!),
      await scoreOf(users.clicked!),
      await scoreOf(users.once!),
    ];
    expect(busy).not.toBeNull();
    expect(busy).toBeGreaterThan(clicked ?? 0);
    expect(clicked).toBeGreaterThan(once ?? 0);
    // Best of 26 active users: the top 2%, so top 5%; third of 26, the top 10%.
    expect(influenceBand(busy ?? 0)).toBe("top 5%");
    expect(influenceBand(once ?? 0)).toBe("top 10%");
    for (const name of ["old", "today", "none", "gone"]) expect(await scoreOf(users[name]!), name).toBeNull();
  });

  it("keeps the day's history and gives the same result when run again", async () => {
    const before = await scoreOf(users.busy!);
    await computeInfluencerScores(t.database.db, new Date(NOW.getTime() + 3_600_000));
    expect(await scoreOf(users.busy!)).toBe(before);
    const history = await t.database.db
      .select({ day: influencerScore.day, score: influencerScore.score })
      .from(influencerScore)
      .where(and(eq(influencerScore.companyId, companyId), eq(influencerScore.userId, users.busy!)));
    expect(history).toEqual([{ day: "2026-11-24", score: before }]);
  });
});

describe("the doesn't-share flag", () => {
  it("flags active users older than two weeks who never shared, and clears it on sharers", async () => {
    const make = factories(t.database.db);
    const longAgo = new Date(NOW.getTime() - 30 * DAY);
    const idle = await make.user(companyId, { createdAt: longAgo });
    const newcomer = await make.user(companyId, { createdAt: new Date(NOW.getTime() - 3 * DAY) });
    const sharer = await make.user(companyId, { createdAt: longAgo, userDoesntShare: true });
    await shareAt(sharer.id, 1);
    await flagNonSharersEverywhere(t.database.db, NOW);
    const flag = async (id: string) =>
      (await t.database.db.select({ f: appUser.userDoesntShare }).from(appUser).where(eq(appUser.id, id)))[0]
        ?.f;
    expect(await flag(idle.id)).toBe(true);
    expect(await flag(newcomer.id)).toBe(false);
    expect(await flag(sharer.id)).toBe(false);
  });
});
