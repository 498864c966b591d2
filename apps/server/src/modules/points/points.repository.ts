import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { appUser, pointLedger } from "../../db/schema/index.ts";

export interface LedgerEntry {
  companyId: string;
  userId: string;
  points: number;
  coins: number;
  reason: string;
  postId: string | null;
  /** When it was earned: now, except for back-dated entries (imports, tests). */
  at?: Date;
}

/** The amounts' rollups: a ledger row's points and coins added to its day, ISO week and month. */
const rollupOf = (entries: SQL) => sql`
    INSERT INTO point_rollup (company_id, span, start, user_id, points, coins)
    SELECT e.company_id, s.span, date_trunc(s.span, e.utc)::date, e.user_id, e.points, e.coins
      FROM ${entries} e CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS s(span)
    ON CONFLICT (company_id, span, start, user_id) DO UPDATE
      SET points = point_rollup.points + excluded.points, coins = point_rollup.coins + excluded.coins`;

/**
 * The one writer of ledger rows: the entry and its amounts added to the user's day, ISO week and
 * month in point_rollup, in one statement (so the rollup always sums the ledger exactly, whatever
 * the caller's transaction does next). Concurrent writers add to the same rollup rows through
 * ON CONFLICT … DO UPDATE, which queues them on the row lock instead of losing an addition.
 */
async function insertEntry(db: Queryable, entry: LedgerEntry): Promise<void> {
  const at = entry.at ? sql`${entry.at.toISOString()}::timestamptz` : sql`now()`;
  await db.execute(sql`
    WITH entry AS (
      INSERT INTO point_ledger (id, company_id, user_id, points, coins, reason, post_id, created_at)
      VALUES (${newObjectId()}, ${entry.companyId}, ${entry.userId}, ${entry.points}, ${entry.coins},
              ${entry.reason}, ${entry.postId}, ${at})
      RETURNING company_id, user_id, points, coins, created_at AT TIME ZONE 'UTC' AS utc
    )
    ${rollupOf(sql`entry`)}`);
}

/** A credit: Stars, and Coins either as given or "as earned" (as many as the Stars when the company runs rewards). */
export type CreditEntry = Omit<LedgerEntry, "coins"> & { coins: number | "as earned" };

/**
 * A credit as common table expressions of one statement, written only when `guard` holds: the
 * user's totals raised (credit_totals), then the ledger row of exactly those amounts
 * (credit_entry), then its rollups (credit_rollup). Each step reads the one before, so the user's
 * row is locked first, as on every points path (credit, debit, reset: two writers of one user's
 * points never wait on each other in opposite orders). Callers that earn points for a deed put
 * these in the deed's own statement (the generic share: share, count, award and credit are one
 * statement, no transaction round trips); recordCredit runs them alone. "As earned" Coins read
 * the company's RewardEnabled in the same statement. Nothing is written for an unknown user.
 */
export function creditCtes(entry: CreditEntry, guard: SQL = sql`true`): SQL {
  const at = entry.at ? sql`${entry.at.toISOString()}::timestamptz` : sql`now()`;
  const coins =
    entry.coins === "as earned"
      ? sql`CASE WHEN coalesce((SELECT c.reward_enabled FROM company c WHERE c.id = ${entry.companyId}), false)
               THEN ${entry.points}::int ELSE 0 END`
      : sql`${entry.coins}::int`;
  return sql`
    credit_amount AS (
      SELECT ${entry.points}::int AS points, ${coins} AS coins WHERE ${guard}
    ),
    credit_totals AS (
      UPDATE app_user u SET star = u.star + a.points, coin = u.coin + a.coins
        FROM credit_amount a
       WHERE u.company_id = ${entry.companyId} AND u.id = ${entry.userId}
      RETURNING u.company_id, u.id AS user_id, a.points, a.coins
    ),
    credit_entry AS (
      INSERT INTO point_ledger (id, company_id, user_id, points, coins, reason, post_id, created_at)
      SELECT ${newObjectId()}, t.company_id, t.user_id, t.points, t.coins, ${entry.reason}, ${entry.postId}, ${at}
        FROM credit_totals t
      RETURNING company_id, user_id, points, coins, created_at AT TIME ZONE 'UTC' AS utc
    ),
    credit_rollup AS (${rollupOf(sql`credit_entry`)} RETURNING 1)`;
}

/** Credits Stars and Coins (totals, ledger, rollups) in one statement; answers what was credited. */
export async function recordCredit(
  db: Queryable,
  entry: CreditEntry,
): Promise<{ points: number; coins: number }> {
  const [row] = await rowsOf<{ points: number; coins: number }>(
    db,
    sql`WITH ${creditCtes(entry)} SELECT points, coins FROM credit_entry`,
  );
  return { points: Number(row?.points ?? 0), coins: Number(row?.coins ?? 0) };
}

export async function findBalance(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({ star: appUser.star, coin: appUser.coin, createdAt: appUser.createdAt })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return row ?? null;
}

export async function listLedger(db: Queryable, companyId: string, userId: string) {
  return db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.companyId, companyId), eq(pointLedger.userId, userId)))
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id));
}

/**
 * A debit of Coins: the user's total drops by `coins` only if it holds that many (one conditional
 * UPDATE: concurrent debits queue on the row lock and each sees the previous one's total, so the
 * total never goes below zero), and the ledger gets the matching negative entry. False when the
 * Coins fall short (nothing written).
 */
export async function recordDebit(
  db: Queryable,
  entry: { companyId: string; userId: string; coins: number; reason: string },
): Promise<{ coin: number } | null> {
  const [row] = await db
    .update(appUser)
    .set({ coin: sql`${appUser.coin} - ${entry.coins}` })
    .where(
      and(
        eq(appUser.companyId, entry.companyId),
        eq(appUser.id, entry.userId),
        sql`${appUser.coin} >= ${entry.coins}`,
      ),
    )
    .returning({ coin: appUser.coin });
  if (!row) return null;
  await insertEntry(db, { ...entry, points: 0, coins: -entry.coins, postId: null });
  return row;
}

/**
 * Stars and Coins back to zero (an admin's reset): the user's row locked, one entry of minus
 * both totals, so the ledger and the rollup still sum to the totals. Nothing when both are zero.
 */
export async function recordReset(
  db: Queryable,
  entry: { companyId: string; userId: string; reason: string },
): Promise<void> {
  const [user] = await db
    .select({ star: appUser.star, coin: appUser.coin })
    .from(appUser)
    .where(and(eq(appUser.companyId, entry.companyId), eq(appUser.id, entry.userId)))
    .for("update");
  if (!user || (user.star === 0 && user.coin === 0)) return;
  await db
    .update(appUser)
    .set({ star: 0, coin: 0 })
    .where(and(eq(appUser.companyId, entry.companyId), eq(appUser.id, entry.userId)));
  await insertEntry(db, { ...entry, points: -user.star, coins: -user.coin, postId: null });
}
