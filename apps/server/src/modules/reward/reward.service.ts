import { isManager } from "@chorus/shared/access/roles";
import { showsRewards } from "@chorus/shared/company/company-effects.rules";
import { newObjectId } from "@chorus/shared/ids/object-id";
import {
  REWARD_LEDGER_REASONS,
  REWARD_NOTIFICATION_TYPES,
  type RedeemResult,
  type Redemption,
  type RedemptionDecisionBody,
  type RedemptionList,
  type RedemptionListQuery,
  type Reward,
  type RewardCreateBody,
  type RewardList,
  type RewardUpdateBody,
} from "@chorus/shared/reward/reward.contract";
import { sideBySide } from "../../db/side-by-side.ts";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { notificationText, notify } from "../notification/index.ts";
import { refundCoins, spendCoins } from "../points/index.ts";
import {
  decidePending,
  findCoins,
  findManagerIds,
  findNames,
  findRedemption,
  findReward,
  insertRedemption,
  insertReward,
  listRedemptions,
  listRewards,
  type RedemptionRow,
  type RewardRow,
  returnUnit,
  softDeleteReward,
  takeUnit,
  updateReward,
} from "./reward.repository.ts";

export const NOT_ENOUGH_COINS = "You don't have enough coins for this reward.";
export const OUT_OF_STOCK = "This reward is out of stock.";
const REWARD_PAGE = "/reward";

/** Rewards exist only where the company runs them (RewardEnabled, gamification on): else 404. */
async function requireRewards(ctx: RequestContext): Promise<void> {
  const company = await findCompany(ctx.db, ctx.companyId);
  if (
    !company ||
    !showsRewards({
      RewardEnabled: company.rewardEnabled,
      isGamificationDisabled: company.isGamificationDisabled,
    })
  )
    throw notFound("Rewards are not enabled for this company");
}

const presentReward = (row: RewardRow): Reward => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  stock: row.stock,
  imageUrl: row.imageUrl,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

const presentRedemption = (row: RedemptionRow, rewardTitle: string, userName: string): Redemption => ({
  _id: row.id,
  rewardId: row.rewardId,
  rewardTitle,
  userId: row.userId,
  userName,
  price: row.price,
  status: row.status as Redemption["status"],
  note: row.note,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export async function getRewards(ctx: RequestContext): Promise<RewardList> {
  await requireRewards(ctx);
  const canManage = isManager(ctx.actor.role);
  const [rows, coin] = await Promise.all([
    listRewards(ctx.db, ctx.companyId, canManage),
    findCoins(ctx.db, ctx.companyId, ctx.actor.userId),
  ]);
  return { rewardList: rows.map(presentReward), Coin: coin, canManage };
}

export async function createReward(ctx: RequestContext, body: RewardCreateBody): Promise<Reward> {
  await requireRewards(ctx);
  const now = new Date();
  const row = await ctx.db.transaction((tx) =>
    insertReward(tx, {
      id: newObjectId(now),
      companyId: ctx.companyId,
      title: body.title,
      description: body.description ?? "",
      price: body.price,
      stock: body.stock ?? null,
      imageUrl: body.imageUrl ?? null,
      isActive: body.isActive ?? true,
      createdBy: ctx.actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return presentReward(row);
}

export async function editReward(
  ctx: RequestContext,
  rewardId: string,
  body: RewardUpdateBody,
): Promise<Reward> {
  await requireRewards(ctx);
  const row = await ctx.db.transaction((tx) => updateReward(tx, ctx.companyId, rewardId, body));
  if (!row) throw notFound("Reward not found");
  return presentReward(row);
}

export async function removeReward(ctx: RequestContext, rewardId: string) {
  await requireRewards(ctx);
  const row = await ctx.db.transaction((tx) => softDeleteReward(tx, ctx.companyId, rewardId));
  if (!row) throw notFound("Reward not found");
  return { _id: row.id, deleted: true as const };
}

/**
 * A request for a reward, in one transaction: a unit of stock taken, the price debited from the
 * caller's Coins through the points ledger, the request written and the managers told. Anything
 * short (no such active reward, no stock, too few Coins) rolls the whole back.
 */
export async function redeemReward(ctx: RequestContext, rewardId: string): Promise<RedeemResult> {
  await requireRewards(ctx);
  const { companyId } = ctx;
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const unit = await takeUnit(tx, companyId, rewardId);
    if (!unit) {
      const existing = await findReward(tx, companyId, rewardId);
      if (!existing?.isActive) throw notFound("Reward not found");
      throw badRequest(OUT_OF_STOCK);
    }
    const coin = await spendCoins(
      { db: tx },
      { companyId, userId, coins: unit.price, reason: REWARD_LEDGER_REASONS.redeem },
    );
    if (coin === null) throw badRequest(NOT_ENOUGH_COINS);
    const now = new Date();
    const row = await insertRedemption(tx, {
      id: newObjectId(now),
      companyId,
      rewardId,
      userId,
      price: unit.price,
      status: "pending",
      requestedAt: now,
    });
    const names = await findNames(tx, companyId, [userId]);
    const userName = names.get(userId) ?? "";
    const managers = (await findManagerIds(tx, companyId)).filter((id) => id !== userId);
    await notify(
      { db: tx },
      managers.map((managerId) => ({
        companyId,
        userId: managerId,
        type: REWARD_NOTIFICATION_TYPES.requested,
        textHtml: notificationText("rewardRequested", { name: userName, title: unit.title }),
        webUrl: REWARD_PAGE,
        itemTitle: unit.title,
        itemImageUrl: unit.imageUrl,
      })),
    );
    return { redemption: presentRedemption(row, unit.title, userName), Coin: coin };
  });
}

async function presentList(rows: Awaited<ReturnType<typeof listRedemptions>>): Promise<RedemptionList> {
  return {
    redemptionList: rows.map((r) =>
      presentRedemption(r.redemption, r.rewardTitle ?? "", `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim()),
    ),
  };
}

export async function getMyRedemptions(
  ctx: RequestContext,
  query: RedemptionListQuery,
): Promise<RedemptionList> {
  await requireRewards(ctx);
  return presentList(
    await listRedemptions(ctx.db, ctx.companyId, {
      userId: ctx.actor.userId,
      limit: query.limit,
      ...(query.status && { status: query.status }),
    }),
  );
}

export async function getRedemptions(
  ctx: RequestContext,
  query: RedemptionListQuery,
): Promise<RedemptionList> {
  await requireRewards(ctx);
  return presentList(
    await listRedemptions(ctx.db, ctx.companyId, {
      limit: query.limit,
      ...(query.status && { status: query.status }),
    }),
  );
}

/**
 * An admin's decision on a pending request. Approved: the Coins stay spent. Rejected: the Coins
 * come back through the points ledger and the unit of stock returns. The requester is told.
 */
export async function decideRedemption(
  ctx: RequestContext,
  redemptionId: string,
  body: RedemptionDecisionBody,
): Promise<Redemption> {
  await requireRewards(ctx);
  const { companyId } = ctx;
  return ctx.db.transaction(async (tx) => {
    const row = await decidePending(tx, companyId, redemptionId, {
      status: body.status,
      note: body.note ? body.note : null,
      decidedBy: ctx.actor.userId,
    });
    if (!row) {
      if (!(await findRedemption(tx, companyId, redemptionId))) throw notFound("Request not found");
      throw new AppError(409, "409.0", "This request has already been decided.");
    }
    if (body.status === "rejected") {
      await refundCoins(
        { db: tx },
        { companyId, userId: row.userId, coins: row.price, reason: REWARD_LEDGER_REASONS.refund },
      );
      await returnUnit(tx, companyId, row.rewardId);
    }
    const [item, names] = await sideBySide(tx, [
      () => findReward(tx, companyId, row.rewardId),
      () => findNames(tx, companyId, [row.userId]),
    ]);
    const title = item?.title ?? "";
    const approved = body.status === "approved";
    await notify(
      { db: tx },
      {
        companyId,
        userId: row.userId,
        type: approved ? REWARD_NOTIFICATION_TYPES.approved : REWARD_NOTIFICATION_TYPES.rejected,
        textHtml: approved
          ? notificationText("rewardApproved", { title })
          : notificationText("rewardRejected", { title, coins: row.price }),
        webUrl: REWARD_PAGE,
        itemTitle: title,
        itemImageUrl: item?.imageUrl ?? null,
      },
    );
    return presentRedemption(row, title, names.get(row.userId) ?? "");
  });
}
