import type { Notification } from "@chorus/shared/notification/notification.contract";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { notification } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";

type NotificationRow = typeof notification.$inferSelect;

const present = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  isRead: row.isRead,
  dateTime: row.createdAt.toISOString(),
  textHtml: row.textHtml,
  webUrl: row.webUrl,
  itemTitle: row.itemTitle,
  itemImageUrl: row.itemImageUrl,
  referencerTitle: row.referencerTitle,
  referencerAvatarUrl: row.referencerAvatarUrl,
});

const mine = (ctx: RequestContext) =>
  and(eq(notification.companyId, ctx.companyId), eq(notification.userId, ctx.actor.userId));

async function unreadCount(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notification)
    .where(and(mine(ctx), eq(notification.isRead, false)));
  return Number(row?.n ?? 0);
}

/** The actor's notifications, newest first. */
export async function listNotifications(
  ctx: RequestContext,
  query: { page: number; pageSize: number; unreadOnly: boolean },
) {
  const rows = await ctx.db
    .select()
    .from(notification)
    .where(query.unreadOnly ? and(mine(ctx), eq(notification.isRead, false)) : mine(ctx))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
  return {
    notificationList: rows.slice(0, query.pageSize).map(present),
    unreadCount: await unreadCount(ctx),
    hasMore: rows.length > query.pageSize,
  };
}

/** Mark some (ids of other users are ignored) or all of the actor's notifications read. */
export async function markNotificationsRead(ctx: RequestContext, body: { idList: string[] } | { all: true }) {
  const which = "idList" in body ? and(mine(ctx), inArray(notification.id, body.idList)) : mine(ctx);
  await ctx.db.update(notification).set({ isRead: true }).where(which);
  return { unreadCount: await unreadCount(ctx) };
}
