import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Span } from "./leaderboard-spans.ts";

export interface RankingScope {
  companyId: string;
  /** The rollup spans covering the range; null: all time (the users' running totals). */
  spans: readonly Span[] | null;
  groupId?: string | null;
  /** Only members of any of these teams; empty: everyone. */
  teamIds: readonly string[];
}

export interface RankedRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  avatar_url: string | null;
  point: number;
  rank: number;
  /** 1-based position in the ranking; 0 for the caller's own line outside the page. */
  pos: number;
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Points per user in the scope, by the database: one point_rollup row per user for a single span
 * (this week, this month: an index walk of point_rollup_rank_idx from the most points down), the
 * sum of a few rows per user for a range of several spans. Only positive totals are ranked.
 */
function spanScores(companyId: string, spans: readonly Span[]): SQL {
  const [only] = spans;
  if (spans.length === 1 && only)
    return sql`SELECT user_id, points AS point FROM point_rollup
                WHERE company_id = ${companyId} AND span = ${only.span} AND start = ${only.start} AND points > 0`;
  // One index-only range scan per span (a bitmap OR of them reads the heap, page by page).
  const parts = spans.map(
    (s) => sql`SELECT user_id, points FROM point_rollup
                WHERE company_id = ${companyId} AND span = ${s.span} AND start = ${s.start}`,
  );
  return sql`SELECT user_id, sum(points)::int AS point FROM (${sql.join(parts, sql` UNION ALL `)}) p
              GROUP BY user_id HAVING sum(points) > 0`;
}

/**
 * The ranked people (active, of the group and teams asked) with their points, as CTEs `scores`
 * and `ranked`. `ranked` is inlined wherever it is used, so a page can stop early on the index;
 * a sum over several spans is computed once (MATERIALIZED).
 */
function rankedOf(scope: RankingScope): SQL {
  const group = scope.groupId ? sql` AND u.group_id = ${scope.groupId}` : sql``;
  const teams =
    scope.teamIds.length > 0
      ? sql` AND EXISTS (SELECT 1 FROM team_member tm WHERE tm.company_id = ${scope.companyId}
              AND tm.user_id = u.id AND tm.team_id IN (${inList(scope.teamIds)}))`
      : sql``;
  const people = sql`u.id, u.first_name, u.last_name, u.email, u.avatar_url`;
  // All time: the running totals, which the ledger keeps (opening balances included).
  const scores =
    scope.spans === null
      ? sql`SELECT id AS user_id, star AS point FROM app_user WHERE company_id = ${scope.companyId} AND star > 0`
      : scope.spans.length === 0
        ? sql`SELECT NULL::varchar AS user_id, 0 AS point WHERE false`
        : spanScores(scope.companyId, scope.spans);
  const materialized =
    scope.spans !== null && scope.spans.length > 1 ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`;
  return sql`WITH scores AS ${materialized} (${scores}),
    ranked AS NOT MATERIALIZED (
      SELECT ${people}, s.point FROM scores s
        JOIN app_user u ON u.company_id = ${scope.companyId} AND u.id = s.user_id AND u.is_active${group}${teams})`;
}

/**
 * How many are ranked, and how many have more points than `above` (the page's first line, the
 * caller). Narrowed to a group or teams: counted over the ranked people. Otherwise counted from the
 * scores alone (an index-only scan of the rollup or the totals) minus the deactivated people among
 * them (app_user_inactive_idx): reading every user's row to check is_active is what made it slow.
 */
function countsOf(scope: RankingScope, above: { page: SQL; me: SQL }): SQL {
  const tally = (from: SQL) => sql`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE point > (${above.page}))::int AS ahead_of_page,
      count(*) FILTER (WHERE point > (${above.me}))::int AS ahead_of_me FROM ${from}`;
  if (scope.groupId || scope.teamIds.length > 0) return tally(sql`ranked`);
  return sql`SELECT a.total - i.total AS total, a.ahead_of_page - i.ahead_of_page AS ahead_of_page,
                    a.ahead_of_me - i.ahead_of_me AS ahead_of_me
               FROM (${tally(sql`scores`)}) a,
                    (${tally(sql`scores s JOIN app_user u ON u.company_id = ${scope.companyId}
                                  AND u.id = s.user_id AND NOT u.is_active`)}) i`;
}

const ORDER = sql`point DESC, last_name, first_name, id`;

/**
 * One page of the ranking (by position), the caller's own line wherever it is, and how many are
 * ranked. Equal points share a rank: a line's rank is one more than the people with more points,
 * which is its position when the points change within the page, and is counted for the page's
 * first points and the caller's — so only the page is sorted, never the whole ranking.
 */
export async function rankingPage(
  db: Queryable,
  scope: RankingScope,
  page: { limit: number; offset: number; meId: string },
): Promise<{ rows: RankedRow[]; total: number }> {
  const found = await rowsOf<Omit<RankedRow, "id"> & { id: string | null; total: number }>(
    db,
    sql`${rankedOf(scope)},
      page AS MATERIALIZED (
        SELECT p.*, (${page.offset} + row_number() OVER (ORDER BY ${ORDER}))::int AS pos
          FROM (SELECT * FROM ranked ORDER BY ${ORDER} LIMIT ${page.limit} OFFSET ${page.offset}) p),
      me AS MATERIALIZED (SELECT * FROM ranked WHERE id = ${page.meId}),
      counts AS MATERIALIZED (${countsOf(scope, {
        page: sql`SELECT point FROM page ORDER BY pos LIMIT 1`,
        me: sql`SELECT point FROM me`,
      })}),
      lines AS (
        SELECT p.id, p.first_name, p.last_name, p.email, p.avatar_url, p.point, p.pos,
               CASE WHEN p.point = (SELECT point FROM page ORDER BY pos LIMIT 1)
                    THEN (SELECT ahead_of_page FROM counts) + 1
                    ELSE min(p.pos) OVER (PARTITION BY p.point) END::int AS rank
          FROM page p
        UNION ALL
        SELECT m.id, m.first_name, m.last_name, m.email, m.avatar_url, m.point, 0,
               (SELECT ahead_of_me FROM counts) + 1
          FROM me m WHERE NOT EXISTS (SELECT 1 FROM page WHERE page.id = m.id))
      SELECT c.total, l.* FROM counts c LEFT JOIN lines l ON true ORDER BY l.pos`,
  );
  const rows = found.filter((row): row is RankedRow & { total: number } => row.id !== null);
  return { rows, total: found[0]?.total ?? 0 };
}

/** The whole ranking, for the CSV export. */
export async function fullRanking(db: Queryable, scope: RankingScope): Promise<RankedRow[]> {
  return rowsOf<RankedRow>(
    db,
    sql`${rankedOf(scope)}
        SELECT *, rank() OVER (ORDER BY point DESC)::int AS rank,
               row_number() OVER (ORDER BY ${ORDER})::int AS pos
          FROM ranked ORDER BY ${ORDER}`,
  );
}

/** The group lookup is people's (it owns groups); re-exported for this module's services. */
export { groupExists } from "../people/index.ts";
