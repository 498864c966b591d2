import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, pointLedger, sharePointAward } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";

/**
 * Points: every Star and Coin earned is one point_ledger row (with why), and app_user.star/coin
 * move in the same statement group, so the totals are always the ledger's sum (plus whatever a
 * user had before the ledger existed, shown as an opening balance).
 */
async function credit(
  db: Queryable,
  entry: {
    companyId: string;
    userId: string;
    points: number;
    coins: number;
    reason: string;
    postId: string | null;
  },
) {
  await db.insert(pointLedger).values({ id: newObjectId(), ...entry });
  await db
    .update(appUser)
    .set({ star: sql`${appUser.star} + ${entry.points}`, coin: sql`${appUser.coin} + ${entry.coins}` })
    .where(and(eq(appUser.companyId, entry.companyId), eq(appUser.id, entry.userId)));
}

/** Coins follow points when the company runs rewards (RewardEnabled); otherwise only Stars. */
const coinsFor = (points: number, rewardEnabled: boolean) => (rewardEnabled ? points : 0);

/**
 * The network's SharingPoint for a successful share, once per user, post and network: the award
 * row's key refuses a second one (a re-share, a retried job, two processes).
 */
export async function awardSharePoints(
  db: Queryable,
  input: {
    companyId: string;
    userId: string;
    postId: string;
    media: string;
    shareId: string;
    points: number;
    rewardEnabled: boolean;
  },
): Promise<{ point: number; rewardPoint: number }> {
  if (input.points <= 0) return { point: 0, rewardPoint: 0 };
  const awarded = await db
    .insert(sharePointAward)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      postId: input.postId,
      media: input.media,
      shareId: input.shareId,
      points: input.points,
    })
    .onConflictDoNothing()
    .returning({ shareId: sharePointAward.shareId });
  if (awarded.length === 0) return { point: 0, rewardPoint: 0 };
  const coins = coinsFor(input.points, input.rewardEnabled);
  await credit(db, {
    companyId: input.companyId,
    userId: input.userId,
    points: input.points,
    coins,
    reason: `share_${input.media}`,
    postId: input.postId,
  });
  return { point: input.points, rewardPoint: coins };
}

/** company.uniqueClickPoint for one unique visitor of a shared link. */
export async function awardClickPoints(
  db: Queryable,
  input: { companyId: string; userId: string; postId: string; points: number; rewardEnabled: boolean },
) {
  if (input.points <= 0) return;
  await credit(db, {
    companyId: input.companyId,
    userId: input.userId,
    points: input.points,
    coins: coinsFor(input.points, input.rewardEnabled),
    reason: "unique_click",
    postId: input.postId,
  });
}

const OPENING_BALANCE_ID = "000000000000000000000000";

/** GET /api/user/me/points: the totals and the entries that make them up, newest first. */
export async function myPoints(ctx: RequestContext) {
  const [user] = await ctx.db
    .select({ star: appUser.star, coin: appUser.coin, createdAt: appUser.createdAt })
    .from(appUser)
    .where(and(eq(appUser.companyId, ctx.companyId), eq(appUser.id, ctx.actor.userId)));
  const rows = await ctx.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.companyId, ctx.companyId), eq(pointLedger.userId, ctx.actor.userId)))
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id));
  const star = user?.star ?? 0;
  const coin = user?.coin ?? 0;
  const entryList = rows.map((r) => ({
    _id: r.id,
    points: r.points,
    coins: r.coins,
    reason: r.reason,
    postId: r.postId,
    createdAt: r.createdAt.toISOString(),
  }));
  const points = rows.reduce((sum, r) => sum + r.points, 0);
  const coins = rows.reduce((sum, r) => sum + r.coins, 0);
  if (points !== star || coins !== coin) {
    // Totals from before the ledger (the demo data, imports): one entry explains the difference.
    entryList.push({
      _id: OPENING_BALANCE_ID,
      points: star - points,
      coins: coin - coins,
      reason: "opening_balance",
      postId: null,
      createdAt: (user?.createdAt ?? new Date(0)).toISOString(),
    });
  }
  return { Star: star, Coin: coin, entryList };
}
