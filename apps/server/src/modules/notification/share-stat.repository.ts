import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export interface ShareStat {
  companyId: string;
  userId: string;
  clicks: number;
  shares: number;
}

/**
 * Per user (every company: a daily sweep), the unique visitors their shared links had in
 * [from, to) and how many of their shares those were; users with no visitor are left out.
 */
export async function shareStatsBetween(db: Queryable, from: Date, to: Date): Promise<ShareStat[]> {
  return rowsOf<ShareStat>(
    db,
    sql`SELECT s.company_id AS "companyId", s.user_id AS "userId",
               count(*)::int AS clicks, count(DISTINCT s.id)::int AS shares
          FROM share_click c
          JOIN share s ON s.company_id = c.company_id AND s.id = c.share_id
          JOIN app_user u ON u.company_id = s.company_id AND u.id = s.user_id AND u.is_active
         WHERE c.clicked_at >= ${from.toISOString()}::timestamptz AND c.clicked_at < ${to.toISOString()}::timestamptz
         GROUP BY s.company_id, s.user_id`,
  );
}

/** Whether a user already has a share_stat notification for this day (the job may run twice). */
export async function hasShareStatFor(db: Queryable, companyId: string, userId: string, dayUrl: string) {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM notification
         WHERE company_id = ${companyId} AND user_id = ${userId} AND type = 'share_stat' AND web_url = ${dayUrl}
         LIMIT 1`,
  );
  return rows.length > 0;
}
