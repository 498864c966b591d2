import { MAX_EXTERNAL_PER_DAY_DEFAULT } from "@chorus/shared/notification/notification.contract";
import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { maxPerDayOf, saveMaxPerDay } from "./company-setting.repository.ts";
import { presentNotification } from "./notification.presenter.ts";
import { countUnread, markRead, pageOfNotifications, usersNotifiedOf } from "./notification.repository.ts";
import { notificationText } from "./notification-text.ts";
import { announceCountersChanged, notify } from "./notify.ts";
import { findLivePost, subscribersOfLivePost } from "./recipient.repository.ts";

/** The actor's in-app notifications, newest first, one keyset page at a time. */
export async function listNotifications(
  ctx: RequestContext,
  query: { cursor?: string; pageSize: number; unreadOnly: boolean },
) {
  const rows = await pageOfNotifications(ctx.db, ctx.companyId, ctx.actor.userId, {
    beforeSeq: query.cursor === undefined ? null : Number(query.cursor),
    pageSize: query.pageSize,
    unreadOnly: query.unreadOnly,
  });
  const page = rows.slice(0, query.pageSize);
  const hasMore = rows.length > query.pageSize;
  return {
    notificationList: page.map(presentNotification),
    unreadCount: await countUnread(ctx.db, ctx.companyId, ctx.actor.userId),
    hasMore,
    nextCursor: hasMore ? String(page[page.length - 1]?.seq) : null,
  };
}

/**
 * Marks one, several (ids of other users match nothing) or all of the actor's notifications
 * read; the actor's other open tabs hear the new count.
 */
export async function markNotificationsRead(ctx: RequestContext, body: { idList: string[] } | { all: true }) {
  return ctx.db.transaction(async (tx) => {
    await markRead(tx, ctx.companyId, ctx.actor.userId, "idList" in body ? body.idList : "all");
    await announceCountersChanged(tx, ctx.companyId, [ctx.actor.userId]);
    return { unreadCount: await countUnread(tx, ctx.companyId, ctx.actor.userId) };
  });
}

/**
 * POST /api/notification/immediate?postId: an admin announces a live post now, in the app and
 * by push, to the subscribers of the channels it is live in (not its author); subscribers told of
 * it already (its own announcement, an earlier call) are not told twice.
 */
export async function sendImmediately(ctx: RequestContext, postId: string) {
  return ctx.db.transaction(async (tx) => {
    const post = await findLivePost(tx, ctx.companyId, postId);
    if (!post) throw notFound("Post not found");
    const webUrl = `/preview/${postId}`;
    const told = await usersNotifiedOf(tx, ctx.companyId, NOTIFICATION_TYPES.instantPost, webUrl);
    const recipients = (await subscribersOfLivePost(tx, ctx.companyId, postId, post.createdBy)).filter(
      (userId) => !told.has(userId),
    );
    await notify(
      { db: tx },
      recipients.map((userId) => ({
        companyId: ctx.companyId,
        userId,
        type: NOTIFICATION_TYPES.instantPost,
        textHtml: notificationText("newPost", { title: post.title }),
        webUrl,
        itemTitle: post.title,
        itemImageUrl: post.image,
      })),
    );
    return { recipientCount: recipients.length };
  });
}

export async function readCompanySettings(ctx: RequestContext, companyId: string) {
  requireSameCompany(ctx, companyId);
  return {
    maxPushesAndEmailsPerDay: (await maxPerDayOf(ctx.db, ctx.companyId)) ?? MAX_EXTERNAL_PER_DAY_DEFAULT,
  };
}

export async function updateCompanySettings(
  ctx: RequestContext,
  companyId: string,
  body: { maxPushesAndEmailsPerDay: number },
) {
  requireSameCompany(ctx, companyId);
  await ctx.db.transaction((tx) => saveMaxPerDay(tx, ctx.companyId, body.maxPushesAndEmailsPerDay));
  return body;
}
