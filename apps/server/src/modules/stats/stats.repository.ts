import type { StatsInterval } from "@chorus/shared/stats/stats.contract";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export interface StatsScope {
  companyId: string;
  userId: string;
  /** Half-open [from, to). */
  from: Date;
  to: Date;
}

/** The user's activity in the range, each figure from its own table. */
export async function countActivity(db: Queryable, s: StatsScope) {
  const from = s.from.toISOString();
  const to = s.to.toISOString();
  const [row] = await rowsOf<{ shares: number; clicks: number; reactions: number; points: number }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM share WHERE company_id = ${s.companyId} AND user_id = ${s.userId}
          AND status = 'shared' AND shared_at >= ${from}::timestamptz AND shared_at < ${to}::timestamptz) AS shares,
      (SELECT count(*)::int FROM share_click c JOIN share sh ON sh.id = c.share_id AND sh.company_id = c.company_id
        WHERE c.company_id = ${s.companyId} AND sh.user_id = ${s.userId}
          AND c.clicked_at >= ${from}::timestamptz AND c.clicked_at < ${to}::timestamptz) AS clicks,
      (SELECT count(*)::int FROM post_like WHERE company_id = ${s.companyId} AND user_id = ${s.userId}
          AND liked_at >= ${from}::timestamptz AND liked_at < ${to}::timestamptz)
      + (SELECT count(*)::int FROM comment WHERE company_id = ${s.companyId} AND added_by = ${s.userId}
          AND added_at >= ${from}::timestamptz AND added_at < ${to}::timestamptz) AS reactions,
      (SELECT coalesce(sum(points), 0)::int FROM point_ledger WHERE company_id = ${s.companyId}
          AND user_id = ${s.userId} AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz) AS points`,
  );
  return row ?? { shares: 0, clicks: 0, reactions: 0, points: 0 };
}

/** The same figures per interval (UTC), every interval of the range present. */
export async function activitySeries(db: Queryable, s: StatsScope, interval: StatsInterval) {
  const from = s.from.toISOString();
  const to = s.to.toISOString();
  const unit = sql.raw(`'${interval}'`);
  const bucket = (column: string) =>
    sql.raw(`date_trunc(${`'${interval}'`}, ${column} AT TIME ZONE 'UTC')::date`);
  return rowsOf<{ date: string; shares: number; clicks: number; reactions: number; points: number }>(
    db,
    sql`WITH buckets AS (
          SELECT generate_series(date_trunc(${unit}, ${from}::timestamptz AT TIME ZONE 'UTC'),
                                 ${to}::timestamptz AT TIME ZONE 'UTC' - interval '1 second',
                                 ${sql.raw(`interval '1 ${interval}'`)})::date AS date),
        shares AS (
          SELECT ${bucket("shared_at")} AS date, count(*)::int AS n FROM share
           WHERE company_id = ${s.companyId} AND user_id = ${s.userId} AND status = 'shared'
             AND shared_at >= ${from}::timestamptz AND shared_at < ${to}::timestamptz GROUP BY 1),
        clicks AS (
          SELECT ${bucket("c.clicked_at")} AS date, count(*)::int AS n FROM share_click c
            JOIN share sh ON sh.id = c.share_id AND sh.company_id = c.company_id
           WHERE c.company_id = ${s.companyId} AND sh.user_id = ${s.userId}
             AND c.clicked_at >= ${from}::timestamptz AND c.clicked_at < ${to}::timestamptz GROUP BY 1),
        reactions AS (
          SELECT date, count(*)::int AS n FROM (
            SELECT ${bucket("liked_at")} AS date FROM post_like
             WHERE company_id = ${s.companyId} AND user_id = ${s.userId}
               AND liked_at >= ${from}::timestamptz AND liked_at < ${to}::timestamptz
            UNION ALL
            SELECT ${bucket("added_at")} FROM comment
             WHERE company_id = ${s.companyId} AND added_by = ${s.userId}
               AND added_at >= ${from}::timestamptz AND added_at < ${to}::timestamptz) r GROUP BY 1),
        points AS (
          SELECT ${bucket("created_at")} AS date, sum(points)::int AS n FROM point_ledger
           WHERE company_id = ${s.companyId} AND user_id = ${s.userId}
             AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz GROUP BY 1)
        SELECT to_char(b.date, 'YYYY-MM-DD') AS date,
               coalesce(sh.n, 0) AS shares, coalesce(cl.n, 0) AS clicks,
               coalesce(re.n, 0) AS reactions, coalesce(po.n, 0) AS points
          FROM buckets b
          LEFT JOIN shares sh ON sh.date = b.date
          LEFT JOIN clicks cl ON cl.date = b.date
          LEFT JOIN reactions re ON re.date = b.date
          LEFT JOIN points po ON po.date = b.date
         ORDER BY b.date`,
  );
}

export async function findTotals(db: Queryable, companyId: string, userId: string) {
  const [row] = await rowsOf<{ star: number; coin: number; smarp_score: number | null }>(
    db,
    sql`SELECT star, coin, smarp_score FROM app_user WHERE company_id = ${companyId} AND id = ${userId}`,
  );
  return row ?? { star: 0, coin: 0, smarp_score: null };
}
