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

/** One ledger row and the same amounts added to the user's totals, in the caller's transaction. */
export async function recordCredit(
  db: Queryable,
  entry: {
    companyId: string;
    userId: string;
    points: number;
    coins: number;
    reason: string;
    postId: string | null;
  },
): Promise<void> {
  await db.insert(pointLedger).values({ id: newObjectId(), ...entry });
  await db
    .update(appUser)
    .set({ star: sql`${appUser.star} + ${entry.points}`, coin: sql`${appUser.coin} + ${entry.coins}` })
    .where(and(eq(appUser.companyId, entry.companyId), eq(appUser.id, entry.userId)));
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
  await db.insert(pointLedger).values({
    id: newObjectId(),
    companyId: entry.companyId,
    userId: entry.userId,
    points: 0,
    coins: -entry.coins,
    reason: entry.reason,
    postId: null,
  });
  return row;
}
