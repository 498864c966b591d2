import type { RedemptionStatus } from "@chorus/shared/reward/reward.contract";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, reward, rewardRedemption } from "../../db/schema/index.ts";

export type RewardRow = typeof reward.$inferSelect;
export type RedemptionRow = typeof rewardRedemption.$inferSelect;

/** The catalogue, cheapest first; inactive ones only when asked. */
export async function listRewards(db: Queryable, companyId: string, includeInactive: boolean) {
  return db
    .select()
    .from(reward)
    .where(
      and(
        eq(reward.companyId, companyId),
        isNull(reward.deletedAt),
        includeInactive ? undefined : eq(reward.isActive, true),
      ),
    )
    .orderBy(reward.price, reward.id);
}

export async function findReward(db: Queryable, companyId: string, rewardId: string) {
  const [row] = await db
    .select()
    .from(reward)
    .where(and(eq(reward.companyId, companyId), eq(reward.id, rewardId), isNull(reward.deletedAt)));
  return row ?? null;
}

export async function insertReward(db: Queryable, row: typeof reward.$inferInsert) {
  const [created] = await db.insert(reward).values(row).returning();
  if (!created) throw new Error("reward insert returned nothing");
  return created;
}

export async function updateReward(
  db: Queryable,
  companyId: string,
  rewardId: string,
  changes: Partial<Pick<RewardRow, "title" | "description" | "price" | "stock" | "imageUrl" | "isActive">>,
) {
  const [row] = await db
    .update(reward)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(reward.companyId, companyId), eq(reward.id, rewardId), isNull(reward.deletedAt)))
    .returning();
  return row ?? null;
}

export async function softDeleteReward(db: Queryable, companyId: string, rewardId: string) {
  const [row] = await db
    .update(reward)
    .set({ deletedAt: new Date(), isActive: false })
    .where(and(eq(reward.companyId, companyId), eq(reward.id, rewardId), isNull(reward.deletedAt)))
    .returning({ id: reward.id });
  return row ?? null;
}

/**
 * One unit of an active reward taken: a conditional UPDATE, so concurrent requests queue on the
 * row lock and the stock never goes below zero. Null when the reward is gone, inactive or out of
 * stock; else the reward as it was priced.
 */
export async function takeUnit(db: Queryable, companyId: string, rewardId: string) {
  const [row] = await db
    .update(reward)
    .set({ stock: sql`CASE WHEN ${reward.stock} IS NULL THEN NULL ELSE ${reward.stock} - 1 END` })
    .where(
      and(
        eq(reward.companyId, companyId),
        eq(reward.id, rewardId),
        isNull(reward.deletedAt),
        eq(reward.isActive, true),
        sql`(${reward.stock} IS NULL OR ${reward.stock} > 0)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** A unit given back (a rejected request); a reward without a limit stays without one. */
export async function returnUnit(db: Queryable, companyId: string, rewardId: string) {
  await db
    .update(reward)
    .set({ stock: sql`${reward.stock} + 1` })
    .where(and(eq(reward.companyId, companyId), eq(reward.id, rewardId), sql`${reward.stock} IS NOT NULL`));
}

export async function insertRedemption(db: Queryable, row: typeof rewardRedemption.$inferInsert) {
  const [created] = await db.insert(rewardRedemption).values(row).returning();
  if (!created) throw new Error("redemption insert returned nothing");
  return created;
}

/**
 * A pending request decided: only a pending one changes (the UPDATE's condition), so two admins
 * deciding at once cannot both refund. Null when it is not (or no longer) pending.
 */
export async function decidePending(
  db: Queryable,
  companyId: string,
  redemptionId: string,
  decision: { status: "approved" | "rejected"; note: string | null; decidedBy: string },
) {
  const [row] = await db
    .update(rewardRedemption)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(rewardRedemption.companyId, companyId),
        eq(rewardRedemption.id, redemptionId),
        eq(rewardRedemption.status, "pending"),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRedemption(db: Queryable, companyId: string, redemptionId: string) {
  const [row] = await db
    .select()
    .from(rewardRedemption)
    .where(and(eq(rewardRedemption.companyId, companyId), eq(rewardRedemption.id, redemptionId)));
  return row ?? null;
}

/** Requests with their reward's title and the requester's name, newest first. */
export async function listRedemptions(
  db: Queryable,
  companyId: string,
  filter: { userId?: string; status?: RedemptionStatus; limit: number },
) {
  return db
    .select({
      redemption: rewardRedemption,
      rewardTitle: reward.title,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
    })
    .from(rewardRedemption)
    .leftJoin(
      reward,
      and(eq(reward.companyId, rewardRedemption.companyId), eq(reward.id, rewardRedemption.rewardId)),
    )
    .leftJoin(
      appUser,
      and(eq(appUser.companyId, rewardRedemption.companyId), eq(appUser.id, rewardRedemption.userId)),
    )
    .where(
      and(
        eq(rewardRedemption.companyId, companyId),
        filter.userId ? eq(rewardRedemption.userId, filter.userId) : undefined,
        filter.status ? eq(rewardRedemption.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(rewardRedemption.requestedAt), desc(rewardRedemption.id))
    .limit(filter.limit);
}

export async function findNames(db: Queryable, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), inArray(appUser.id, [...userIds])));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

export async function findCoins(db: Queryable, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ coin: appUser.coin })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return row?.coin ?? 0;
}

/** The company's active managers: who hears of a new request. */
export async function findManagerIds(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        eq(appUser.companyId, companyId),
        eq(appUser.isActive, true),
        inArray(appUser.role, ["admin", "partner", "smarper"]),
      ),
    );
  return rows.map((r) => r.id);
}
