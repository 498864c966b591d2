import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp } from "../../test/test-app.ts";
import { rowsOf } from "../post/feed.repository.ts";
import { creditPoints } from "./points-ledger.service.ts";

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
