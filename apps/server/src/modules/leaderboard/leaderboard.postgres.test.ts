import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { factories } from "../../test/factories.ts";
import { postgresSuite, postgresUnavailable, scratchPostgres } from "../../test/postgres.ts";
import { creditPoints } from "../points/index.ts";
import { rankingPage } from "./leaderboard-ranking.repository.ts";
import { spansOf } from "./leaderboard-spans.ts";

/**
 * Points are exact under concurrency (PGlite has one connection, so this needs PostgreSQL): many
 * credits at once, each in its own transaction, leave totals equal to the ledger's sums, and the
 * leaderboard's ranks follow.
 */
const unavailable = await postgresUnavailable();

describe.skipIf(unavailable)(
  postgresSuite("points and ranks under concurrency on PostgreSQL", unavailable),
  () => {
    let database: Database;
    let companyId: string;
    let userIds: string[];

    beforeAll(async () => {
      database = await scratchPostgres(8);
      await database.migrate();
      const make = factories(database.db);
      companyId = (await make.company({ rewardEnabled: true })).id;
      userIds = [];
      for (let i = 0; i < 3; i++) userIds.push((await make.user(companyId)).id);
    });
    afterAll(() => database?.close());

    it("200 concurrent credits over 3 users: totals equal the ledger, ranks order by the sums", async () => {
      const credits = Array.from({ length: 200 }, (_, i) => ({
        userId: userIds[i % 3] as string,
        stars: 1 + (i % 7),
      }));
      await Promise.all(
        credits.map((credit) =>
          database.db.transaction((tx) =>
            creditPoints(
              { db: tx },
              { companyId, userId: credit.userId, stars: credit.stars, reason: "race", postId: null },
            ),
          ),
        ),
      );
      const expected = new Map<string, number>();
      for (const credit of credits)
        expected.set(credit.userId, (expected.get(credit.userId) ?? 0) + credit.stars);
      const totals = await rowsOf<{ id: string; star: number; coin: number; ledger: number }>(
        database.db,
        sql`SELECT u.id, u.star, u.coin, (SELECT sum(points)::int FROM point_ledger l WHERE l.user_id = u.id) AS ledger
            FROM app_user u WHERE u.company_id = ${companyId}`,
      );
      for (const row of totals) {
        expect(row.star).toBe(expected.get(row.id));
        expect(row.coin).toBe(expected.get(row.id));
        expect(row.ledger).toBe(expected.get(row.id));
      }
      // The rollup took every concurrent addition: its days sum to the ledger per user.
      const rollup = await rowsOf<{ user_id: string; points: number; coins: number }>(
        database.db,
        sql`SELECT user_id, sum(points)::int AS points, sum(coins)::int AS coins FROM point_rollup
             WHERE company_id = ${companyId} AND span = 'day' GROUP BY user_id`,
      );
      for (const row of rollup)
        expect([row.points, row.coins]).toEqual([expected.get(row.user_id), expected.get(row.user_id)]);
      expect(rollup).toHaveLength(3);
      const now = new Date();
      const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
      const { rows: ranked } = await rankingPage(
        database.db,
        { companyId, spans: spansOf(yesterday, null, now), teamIds: [] },
        { limit: 10, offset: 0, meId: userIds[0] as string },
      );
      const byPoints = [...expected.entries()].sort((a, b) => b[1] - a[1]);
      expect(ranked.map((r) => [r.id, r.point])).toEqual(byPoints);
      expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
    });
  },
);
