import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, company, pointLedger } from "../../db/schema/index.ts";

export async function rewardEnabledOf(db: Queryable, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ rewardEnabled: company.rewardEnabled })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.rewardEnabled ?? false;
}

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
    INSERT INTO point_rollup (company_id, span, start, user_id, points, coins)
    SELECT e.company_id, s.span, date_trunc(s.span, e.utc)::date, e.user_id, e.points, e.coins
      FROM entry e CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS s(span)
    ON CONFLICT (company_id, span, start, user_id) DO UPDATE
      SET points = point_rollup.points + excluded.points, coins = point_rollup.coins + excluded.coins`);
}

/**
 * The same amounts added to the user's totals, then the ledger entry, in the caller's
 * transaction. The user's row is locked first on every path (credit, debit, reset), so two
 * writers of one user's points never wait on each other in opposite orders.
 */
export async function recordCredit(db: Queryable, entry: LedgerEntry): Promise<void> {
  await db
    .update(appUser)
    .set({ star: sql`${appUser.star} + ${entry.points}`, coin: sql`${appUser.coin} + ${entry.coins}` })
    .where(and(eq(appUser.companyId, entry.companyId), eq(appUser.id, entry.userId)));
  await insertEntry(db, entry);
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
