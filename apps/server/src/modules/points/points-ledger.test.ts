import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp } from "../../test/test-app.ts";
import { rowsOf } from "../post/feed.repository.ts";
import { creditPoints, refundCoins, resetPoints, spendCoins } from "./points-ledger.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function totals(userId: string) {
  const [row] = await rowsOf<{ star: number; coin: number }>(
    t.database.db,
    sql`SELECT star, coin FROM app_user WHERE id = ${userId}`,
  );
  return row;
}

async function ledger(userId: string, reason: string) {
  return rowsOf<{ points: number; coins: number }>(
    t.database.db,
    sql`SELECT points, coins FROM point_ledger WHERE user_id = ${userId} AND reason = ${reason}`,
  );
}

describe("the points ledger", () => {
  it("credits as many Coins as Stars where the company runs rewards", async () => {
    const [userId, companyId] = [await t.userId(DEMO_USERS.sharer), await t.companyId("acme")];
    const before = await totals(userId);
    const result = await creditPoints(
      { db: t.database.db },
      { companyId, userId, stars: 7, reason: "ledger_test_rewards", postId: null },
    );
    expect(result).toEqual({ point: 7, rewardPoint: 7 });
    expect(await totals(userId)).toEqual({ star: (before?.star ?? 0) + 7, coin: (before?.coin ?? 0) + 7 });
    expect(await ledger(userId, "ledger_test_rewards")).toEqual([{ points: 7, coins: 7 }]);
  });

  it("credits Stars only where rewards are off", async () => {
    const [userId, companyId] = [await t.userId(GLOBEX_SHARER), await t.companyId("globex")];
    const before = await totals(userId);
    const result = await creditPoints(
      { db: t.database.db },
      { companyId, userId, stars: 4, reason: "ledger_test_no_rewards", postId: null },
    );
    expect(result).toEqual({ point: 4, rewardPoint: 0 });
    expect(await totals(userId)).toEqual({ star: (before?.star ?? 0) + 4, coin: before?.coin ?? 0 });
    expect(await ledger(userId, "ledger_test_no_rewards")).toEqual([{ points: 4, coins: 0 }]);
  });

  it("earns nothing for a setting of zero or less, so totals never drop", async () => {
    const [userId, companyId] = [await t.userId(DEMO_USERS.sharer), await t.companyId("acme")];
    const before = await totals(userId);
    for (const stars of [0, -5]) {
      const result = await creditPoints(
        { db: t.database.db },
        { companyId, userId, stars, reason: "ledger_test_nothing", postId: null },
      );
      expect(result).toEqual({ point: 0, rewardPoint: 0 });
    }
    expect(await totals(userId)).toEqual(before);
    expect(await ledger(userId, "ledger_test_nothing")).toEqual([]);
  });
});

/** A user's rollup summed per span, and the ledger's sums: every write path must keep them equal. */
async function rollupAndLedger(userId: string) {
  const spans = await rowsOf<{ span: string; points: number; coins: number }>(
    t.database.db,
    sql`SELECT span, sum(points)::int AS points, sum(coins)::int AS coins FROM point_rollup
         WHERE user_id = ${userId} GROUP BY span ORDER BY span`,
  );
  const [ledgerSum] = await rowsOf<{ points: number; coins: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(points), 0)::int AS points, coalesce(sum(coins), 0)::int AS coins
          FROM point_ledger WHERE user_id = ${userId}`,
  );
  return { spans, ledger: ledgerSum };
}

/** Today's rollup rows of a user (day, week, month all contain today). */
async function todayRows(userId: string) {
  return rowsOf<{ span: string; points: number; coins: number }>(
    t.database.db,
    sql`SELECT span, points, coins FROM point_rollup WHERE user_id = ${userId}
           AND start = date_trunc(span, now() AT TIME ZONE 'UTC')::date ORDER BY span`,
  );
}

const everySpan = (points: number, coins: number) =>
  ["day", "month", "week"].map((span) => ({ span, points, coins }));

describe("the rollup follows every ledger write, in the same statement", () => {
  let companyId: string;
  let userId: string;
  const db = () => ({ db: t.database.db });
  beforeAll(async () => {
    companyId = await t.companyId("acme");
    userId = (await factories(t.database.db).user(companyId)).id;
  });

  it("a credit adds its Stars and Coins to today's day, week and month", async () => {
    await creditPoints(db(), { companyId, userId, stars: 5, reason: "rollup_credit", postId: null });
    await creditPoints(db(), { companyId, userId, stars: 3, reason: "rollup_credit", postId: null });
    expect(await todayRows(userId)).toEqual(everySpan(8, 8));
  });

  it("a credit of zero or less writes nothing (totals never drop)", async () => {
    for (const stars of [0, -4])
      await creditPoints(db(), { companyId, userId, stars, reason: "rollup_nothing", postId: null });
    expect(await todayRows(userId)).toEqual(everySpan(8, 8));
  });

  it("spending Coins takes them from the rollup; spending more than held writes nothing", async () => {
    expect(await spendCoins(db(), { companyId, userId, coins: 6, reason: "rollup_spend" })).toBe(2);
    expect(await spendCoins(db(), { companyId, userId, coins: 3, reason: "rollup_spend" })).toBeNull();
    expect(await todayRows(userId)).toEqual(everySpan(8, 2));
  });

  it("a refund gives the Coins back, Stars untouched", async () => {
    await refundCoins(db(), { companyId, userId, coins: 6, reason: "rollup_refund" });
    expect(await todayRows(userId)).toEqual(everySpan(8, 8));
  });

  it("a reset takes both totals out, so every span sums to the ledger and the totals (zero)", async () => {
    await t.database.db.transaction((tx) => resetPoints({ db: tx }, { companyId, userId }));
    expect(await todayRows(userId)).toEqual(everySpan(0, 0));
    expect(await totals(userId)).toEqual({ star: 0, coin: 0 });
    const { spans, ledger: sums } = await rollupAndLedger(userId);
    expect(sums).toEqual({ points: 0, coins: 0 });
    expect(spans).toEqual(everySpan(0, 0));
  });

  it("a reset of someone with an opening balance (no ledger before) records minus the balance", async () => {
    const opening = await factories(t.database.db).user(companyId, { star: 40, coin: 9 });
    await t.database.db.transaction((tx) => resetPoints({ db: tx }, { companyId, userId: opening.id }));
    const { spans, ledger: sums } = await rollupAndLedger(opening.id);
    expect(sums).toEqual({ points: -40, coins: -9 });
    expect(spans).toEqual(everySpan(-40, -9));
  });
});
