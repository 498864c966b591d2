import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { findBalance, listLedger, recordCredit, recordDebit, recordReset } from "./points.repository.ts";

export interface Credit {
  companyId: string;
  userId: string;
  /** Stars earned; a setting of zero or less earns nothing. */
  stars: number;
  /** propose_post, share_linkedin, unique_click, … */
  reason: string;
  postId: string | null;
}

/**
 * The one rule for earning: Stars are credited as earned, and as many Coins (reward points,
 * core §3 User.Coin) when the company runs rewards (RewardEnabled). Only positive amounts are
 * earned — nothing in the spec takes points away except a reset — so totals never drop below
 * zero and always equal the ledger's sum (plus any opening balance). Runs in the caller's
 * transaction, so the credit exists exactly when the deed it rewards does.
 */
export async function creditPoints(
  ctx: { db: Queryable },
  credit: Credit,
): Promise<{ point: number; rewardPoint: number }> {
  if (!Number.isInteger(credit.stars) || credit.stars <= 0) return { point: 0, rewardPoint: 0 };
  // One statement: RewardEnabled, the totals, the ledger entry and its rollups together.
  const written = await recordCredit(ctx.db, {
    companyId: credit.companyId,
    userId: credit.userId,
    points: credit.stars,
    coins: "as earned",
    reason: credit.reason,
    postId: credit.postId,
  });
  return { point: written.points, rewardPoint: written.coins };
}

/**
 * Spending Coins (a reward's price): debited only when the user holds that many, in the caller's
 * transaction, with a ledger entry of -coins. Returns the new Coin total, or null when the Coins
 * fall short. Stars are never spent: the leaderboard and trophies keep counting them.
 */
export async function spendCoins(
  ctx: { db: Queryable },
  debit: { companyId: string; userId: string; coins: number; reason: string },
): Promise<number | null> {
  if (!Number.isInteger(debit.coins) || debit.coins <= 0)
    throw new Error("spendCoins: coins must be a positive integer");
  const row = await recordDebit(ctx.db, debit);
  return row?.coin ?? null;
}

/**
 * Coins given back (a rejected reward request): a ledger entry of +coins and the same added to
 * the user's Coins, whether or not the company still runs rewards. Stars are untouched.
 */
export async function refundCoins(
  ctx: { db: Queryable },
  refund: { companyId: string; userId: string; coins: number; reason: string },
): Promise<void> {
  if (!Number.isInteger(refund.coins) || refund.coins <= 0)
    throw new Error("refundCoins: coins must be a positive integer");
  await recordCredit(ctx.db, { ...refund, points: 0, postId: null });
}

/**
 * An admin's reset (PUT /api/user/{UserId}/resetpoints): Stars and Coins back to zero through one
 * ledger entry, in the caller's transaction, so the ledger and the leaderboard's rollup still sum
 * to the totals.
 */
export async function resetPoints(ctx: { db: Queryable }, reset: { companyId: string; userId: string }) {
  await recordReset(ctx.db, { ...reset, reason: "points_reset" });
}

const OPENING_BALANCE_ID = "000000000000000000000000";

/** GET /api/user/me/points: the totals and the entries that make them up, newest first. */
export async function myPoints(ctx: RequestContext) {
  const user = await findBalance(ctx.db, ctx.companyId, ctx.actor.userId);
  const rows = await listLedger(ctx.db, ctx.companyId, ctx.actor.userId);
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
