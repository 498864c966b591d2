import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export interface RankingScope {
  companyId: string;
  /** Half-open [from, to); both null: all time (the users' running totals). */
  from: Date | null;
  to: Date | null;
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
  pos: number;
  total: number;
}

/**
 * Points per user in the scope, summed by the database: over the ledger for a time range (an
 * index-only scan of point_ledger_company_time_idx), over the running totals for all time (which
 * the ledger keeps, opening balances included). Only active users with points are ranked; equal
 * points share a rank.
 */
function scoresOf(scope: RankingScope): SQL {
  if (scope.from === null && scope.to === null)
    return sql`SELECT u.id AS user_id, u.star AS point FROM app_user u
                WHERE u.company_id = ${scope.companyId} AND u.star > 0`;
  const from = scope.from ? sql` AND l.created_at >= ${scope.from.toISOString()}::timestamptz` : sql``;
  const to = scope.to ? sql` AND l.created_at < ${scope.to.toISOString()}::timestamptz` : sql``;
  return sql`SELECT l.user_id, sum(l.points)::int AS point FROM point_ledger l
              WHERE l.company_id = ${scope.companyId}${from}${to}
              GROUP BY l.user_id HAVING sum(l.points) > 0`;
}

function rankedOf(scope: RankingScope): SQL {
  const group = scope.groupId ? sql` AND u.group_id = ${scope.groupId}` : sql``;
  const teams =
    scope.teamIds.length > 0
      ? sql` AND EXISTS (SELECT 1 FROM team_member tm WHERE tm.company_id = ${scope.companyId}
              AND tm.user_id = u.id AND tm.team_id IN (${sql.join(
                scope.teamIds.map((id) => sql`${id}`),
                sql`, `,
              )}))`
      : sql``;
  return sql`WITH scores AS (${scoresOf(scope)}),
    ranked AS (
      SELECT u.id, u.first_name, u.last_name, u.email, u.avatar_url, s.point,
             rank() OVER (ORDER BY s.point DESC)::int AS rank,
             row_number() OVER (ORDER BY s.point DESC, u.last_name, u.first_name, u.id)::int AS pos,
             count(*) OVER ()::int AS total
        FROM scores s
        JOIN app_user u ON u.id = s.user_id AND u.company_id = ${scope.companyId} AND u.is_active${group}${teams}
    )`;
}

/** One page of the ranking (by position) and the caller's own line wherever it is. */
export async function rankingPage(
  db: Queryable,
  scope: RankingScope,
  page: { limit: number; offset: number; meId: string },
): Promise<RankedRow[]> {
  return rowsOf<RankedRow>(
    db,
    sql`${rankedOf(scope)}
        SELECT * FROM ranked
         WHERE (pos > ${page.offset} AND pos <= ${page.offset + page.limit}) OR id = ${page.meId}
         ORDER BY pos`,
  );
}

/** The whole ranking, for the CSV export. */
export async function fullRanking(db: Queryable, scope: RankingScope): Promise<RankedRow[]> {
  return rowsOf<RankedRow>(db, sql`${rankedOf(scope)} SELECT * FROM ranked ORDER BY pos`);
}

/** Whether the group is the company's (a group of another tenant ranks nobody: 404). */
export async function groupExists(db: Queryable, companyId: string, groupId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM user_group WHERE company_id = ${companyId} AND id = ${groupId}`,
  );
  return rows.length > 0;
}
