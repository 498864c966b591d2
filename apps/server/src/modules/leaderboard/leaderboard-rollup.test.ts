import {
  type LeaderboardPeriod,
  periodRange,
  type TimeRange,
} from "@chorus/shared/leaderboard/leaderboard.rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { factories } from "../../test/factories.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { earnAt } from "../points/points.test-helpers.ts";
import { type RankingScope, rankingPage } from "./leaderboard-ranking.repository.ts";
import { spansOf } from "./leaderboard-spans.ts";

/**
 * The rollup's rankings are exact: over random points spread across the last 100 days (some
 * today, some negative like a reset), every period ranks the same people, points and ranks as a
 * ranking computed straight from the ledger, with and without a team or group filter, whole and
 * page by page.
 */
const DAY_MS = 86_400_000;
let database: Database;
let companyId: string;
let userIds: string[];
let teamId: string;
let groupId: string;

/** A small deterministic generator (mulberry32): the same "random" data on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const make = factories(database.db);
  companyId = (await make.company()).id;
  userIds = [];
  for (let i = 0; i < 40; i++)
    userIds.push(
      (
        await make.user(companyId, {
          firstName: `r${String(i).padStart(3, "0")}`,
          lastName: "rollup",
          isActive: i % 13 !== 5,
        })
      ).id,
    );
  teamId = (await make.team(companyId, { memberIds: userIds.filter((_, i) => i % 3 === 0) })).id;
  groupId = (await make.group(companyId, { memberIds: userIds.filter((_, i) => i % 4 === 1) })).id;
  const random = seeded(12);
  const now = Date.now();
  for (let n = 0; n < 600; n++) {
    const userId = userIds[Math.floor(random() * userIds.length)] as string;
    // Small point values so that ties (shared ranks) are common; a few negative entries.
    const points = random() < 0.05 ? -Math.ceil(random() * 5) : 1 + Math.floor(random() * 4);
    const at = new Date(now - Math.floor(random() * 100 * DAY_MS));
    await earnAt(database.db, { companyId, userId, points, at });
  }
});
afterAll(() => database?.close());

interface Line {
  id: string;
  point: number;
  rank: number;
}

/** The ranking computed from the ledger itself: sums in the range, positive only, ties share a rank. */
async function fromLedger(range: TimeRange, filter: { teamId?: string; groupId?: string }): Promise<Line[]> {
  const from = range.from ? sql` AND l.created_at >= ${range.from.toISOString()}::timestamptz` : sql``;
  const to = range.to ? sql` AND l.created_at < ${range.to.toISOString()}::timestamptz` : sql``;
  const team = filter.teamId
    ? sql` AND EXISTS (SELECT 1 FROM team_member tm WHERE tm.user_id = u.id AND tm.team_id = ${filter.teamId})`
    : sql``;
  const group = filter.groupId ? sql` AND u.group_id = ${filter.groupId}` : sql``;
  const sums = await rowsOf<{ id: string; point: number; first_name: string }>(
    database.db,
    sql`SELECT u.id, u.first_name, sum(l.points)::int AS point FROM point_ledger l
          JOIN app_user u ON u.id = l.user_id AND u.is_active${team}${group}
         WHERE l.company_id = ${companyId}${from}${to}
         GROUP BY u.id, u.first_name HAVING sum(l.points) > 0`,
  );
  sums.sort((a, b) => b.point - a.point || a.first_name.localeCompare(b.first_name));
  return sums.map((row) => ({
    id: row.id,
    point: row.point,
    rank: 1 + sums.filter((other) => other.point > row.point).length,
  }));
}

async function fromRollup(scope: RankingScope, limit: number, offset: number, meId: string) {
  const { rows, total } = await rankingPage(database.db, scope, { limit, offset, meId });
  return {
    total,
    page: rows.filter((r) => r.pos > 0).map((r) => ({ id: r.id, point: r.point, rank: r.rank })),
    me: rows.find((r) => r.id === meId),
  };
}

const today = new Date();
const ymd = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const periods: [string, LeaderboardPeriod, { dateFrom?: string; dateTo?: string }][] = [
  ["this week", "ThisWeek", {}],
  ["this month", "ThisMonth", {}],
  ["all time", "AllTime", {}],
  ["today only", "Custom", { dateFrom: ymd(0), dateTo: ymd(0) }],
  ["the last 90 days up to today", "Custom", { dateFrom: ymd(90), dateTo: ymd(0) }],
  ["a closed range in the past (61 to 19 days ago)", "Custom", { dateFrom: ymd(61), dateTo: ymd(19) }],
  ["one past day", "Custom", { dateFrom: ymd(33), dateTo: ymd(33) }],
  ["a range ending in the future", "Custom", { dateFrom: ymd(45), dateTo: ymd(-10) }],
  ["before any points", "Custom", { dateFrom: "2001-01-01", dateTo: "2001-12-31" }],
];
const filters: [string, () => { teamId?: string; groupId?: string }][] = [
  ["everyone", () => ({})],
  ["one team", () => ({ teamId })],
  ["one group", () => ({ groupId })],
];

describe("rankings over point_rollup equal rankings over the ledger", () => {
  for (const [label, period, custom] of periods)
    for (const [filterLabel, filterOf] of filters)
      it(`${label}, ${filterLabel}`, async () => {
        const range = periodRange(period, new Date(), custom);
        if (!range) throw new Error("a test range must be valid");
        const filter = filterOf();
        const expected = await fromLedger(range, filter);
        const scope: RankingScope = {
          companyId,
          spans: range.from === null ? null : spansOf(range.from, range.to, new Date()),
          teamIds: filter.teamId ? [filter.teamId] : [],
          groupId: filter.groupId,
        };
        // AllTime reads the running totals, which the same writes keep: they must agree too.
        const meId = expected[Math.floor(expected.length / 2)]?.id ?? (userIds[0] as string);
        const whole = await fromRollup(scope, 1000, 0, meId);
        expect(whole.total).toBe(expected.length);
        expect(whole.page).toEqual(expected);
        // Page by page (7 at a time, so pages split tied groups): the same lines, the same ranks.
        const paged: Line[] = [];
        for (let offset = 0; offset < expected.length; offset += 7) {
          const part = await fromRollup(scope, 7, offset, meId);
          expect(part.total).toBe(expected.length);
          const mine = expected.find((line) => line.id === meId);
          expect(part.me ? { id: part.me.id, point: part.me.point, rank: part.me.rank } : undefined).toEqual(
            mine,
          );
          paged.push(...part.page);
        }
        expect(paged).toEqual(expected);
      });

  it("the random data has shared ranks and points in the last 90 days", async () => {
    const allTime = await fromLedger({ from: null, to: null }, {});
    const recent = await fromLedger(
      periodRange("Custom", new Date(), { dateFrom: ymd(90), dateTo: ymd(0) }) as TimeRange,
      {},
    );
    expect(new Set(allTime.map((line) => line.rank)).size).toBeLessThan(allTime.length);
    expect(recent.length).toBeGreaterThan(10);
  });
});
