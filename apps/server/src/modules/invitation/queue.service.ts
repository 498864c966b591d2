import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { adminScopeOf, groupFilterOf, requireGroup } from "./invitation-scope.ts";
import {
  countQueue,
  listQueue,
  queueOfGroup,
  removeFromQueue,
  setQueuePosition,
} from "./queue.repository.ts";

export const QUEUE_ORDER_MISMATCH = "Please list every queued user of the group exactly once.";

export async function queueList(ctx: RequestContext, groupId?: string) {
  const scope = await adminScopeOf(ctx);
  if (groupId) requireGroup(scope, groupId);
  const rows = await listQueue(ctx.db, ctx.companyId, groupId ? [groupId] : groupFilterOf(scope));
  return {
    queueList: rows.map((r) => ({
      _id: r.userId,
      email: r.email,
      phoneNumber: r.phoneNumber,
      firstName: r.firstName,
      lastName: r.lastName,
      groupId: r.groupId,
      groupName: r.groupName,
      position: r.position,
      queuedAt: r.queuedAt.toISOString(),
    })),
  };
}

export async function queueCount(ctx: RequestContext) {
  return { count: await countQueue(ctx.db, ctx.companyId, groupFilterOf(await adminScopeOf(ctx))) };
}

/** PUT /api/user/queue/order: the whole queue of one group in its new order. */
export async function reorderQueue(ctx: RequestContext, groupId: string, userIdList: string[]) {
  requireGroup(await adminScopeOf(ctx), groupId);
  await ctx.db.transaction(async (tx) => {
    const current = await queueOfGroup(tx, ctx.companyId, groupId);
    const ids = new Set(current.map((c) => c.userId));
    if (
      new Set(userIdList).size !== userIdList.length ||
      userIdList.length !== ids.size ||
      userIdList.some((id) => !ids.has(id))
    ) {
      throw badRequest(QUEUE_ORDER_MISMATCH);
    }
    for (const [index, userId] of userIdList.entries()) {
      await setQueuePosition(tx, ctx.companyId, groupId, userId, index + 1);
    }
  });
  return queueList(ctx, groupId);
}

/** DELETE /api/user/queue: out of the queue (the accounts stay, without a group). */
export async function deleteFromQueue(ctx: RequestContext, userIdList: string[]) {
  const scope = await adminScopeOf(ctx);
  const count = await ctx.db.transaction((tx) =>
    removeFromQueue(tx, ctx.companyId, userIdList, groupFilterOf(scope)),
  );
  return { count };
}
