import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { textArray } from "../../db/sql-arrays.ts";

const intArray = (values: readonly number[]) => sql`${`{${values.join(",")}}`}::int[]`;

export async function listCompanyIds(db: Queryable): Promise<string[]> {
  return (await rowsOf<{ id: string }>(db, sql`SELECT id FROM company ORDER BY id`)).map((r) => r.id);
}

export async function countActiveUsers(db: Queryable, companyId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM app_user WHERE company_id = ${companyId} AND is_active`,
  );
  return row?.n ?? 0;
}

/**
 * Each active user's share activity in [from, to): every share weighs (1 + ln(1 + unique clicks))
 * times its recency, 1 at the window's end falling linearly to 0.5 at its start.
 */
export async function shareActivities(
  db: Queryable,
  companyId: string,
  window: { from: Date; to: Date },
): Promise<Map<string, number>> {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const rows = await rowsOf<{ user_id: string; activity: number }>(
    db,
    sql`SELECT s.user_id,
               sum((1 + ln(1 + coalesce(c.clicks, 0)))
                   * (1 - 0.5 * extract(epoch FROM (${to}::timestamptz - s.shared_at))
                              / extract(epoch FROM (${to}::timestamptz - ${from}::timestamptz))))::float8 AS activity
          FROM share s
          JOIN app_user u ON u.id = s.user_id AND u.company_id = s.company_id AND u.is_active
          LEFT JOIN (SELECT share_id, count(*) AS clicks FROM share_click
                      WHERE company_id = ${companyId} GROUP BY share_id) c ON c.share_id = s.id
         WHERE s.company_id = ${companyId} AND s.status = 'shared'
           AND s.shared_at >= ${from}::timestamptz AND s.shared_at < ${to}::timestamptz
         GROUP BY s.user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, Number(r.activity)]));
}

/** The day's scores: on the users (the others lose theirs) and in the history, replacing a rerun's. */
export async function saveScores(
  db: Queryable,
  companyId: string,
  day: string,
  scores: ReadonlyMap<string, number>,
): Promise<void> {
  const ids = [...scores.keys()];
  const values = ids.map((id) => scores.get(id) ?? 0);
  await db.execute(
    sql`UPDATE app_user SET smarp_score = NULL
         WHERE company_id = ${companyId} AND smarp_score IS NOT NULL AND NOT (id = ANY(${textArray(ids)}))`,
  );
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE app_user u SET smarp_score = v.score
          FROM unnest(${textArray(ids)}, ${intArray(values)}) AS v(id, score)
         WHERE u.company_id = ${companyId} AND u.id = v.id`,
  );
  await db.execute(
    sql`INSERT INTO influencer_score (company_id, user_id, day, score)
        SELECT ${companyId}, v.id, ${day}, v.score FROM unnest(${textArray(ids)}, ${intArray(values)}) AS v(id, score)
        ON CONFLICT (company_id, user_id, day) DO UPDATE SET score = EXCLUDED.score, computed_at = now()`,
  );
}

/** A user's daily scores in [fromDay, toDay], oldest first. */
export async function scoreHistory(
  db: Queryable,
  companyId: string,
  userId: string,
  fromDay: string,
  toDay: string,
) {
  return rowsOf<{ day: string; score: number }>(
    db,
    sql`SELECT day, score FROM influencer_score
         WHERE company_id = ${companyId} AND user_id = ${userId} AND day >= ${fromDay} AND day <= ${toDay}
         ORDER BY day`,
  );
}

/**
 * The doesn't-share flag (session userDoesntShare, the activation prompt): set on active users who
 * joined more than `graceDays` ago and never shared, cleared on everyone who has.
 */
export async function flagNonSharers(
  db: Queryable,
  companyId: string,
  now: Date,
  graceDays: number,
): Promise<void> {
  const joinedBefore = new Date(now.getTime() - graceDays * 86_400_000).toISOString();
  await db.execute(
    sql`UPDATE app_user u SET user_doesnt_share = NOT EXISTS (
          SELECT 1 FROM share s WHERE s.company_id = u.company_id AND s.user_id = u.id AND s.status = 'shared')
         WHERE u.company_id = ${companyId} AND u.is_active AND u.created_at < ${joinedBefore}::timestamptz`,
  );
}
