import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { mailText } from "../../platform/mail/index.ts";
import { startOfUtcDay } from "./notification.delivery.ts";
import { countText, type NotificationText, notificationTitle } from "./notification-text.ts";
import { notify } from "./notify.ts";
import { hasShareStatFor, shareStatsBetween } from "./share-stat.repository.ts";

export const SHARE_STAT_JOB = "notification.share-stat";

/** Yesterday's figures in the recipient's language, with each language's plural forms. */
const shareStatText =
  (clicks: number, shares: number): NotificationText =>
  (language) =>
    mailText(language, "notificationText.shareStat", {
      visitors: countText(language, "visitor", clicks),
      shares: countText(language, "share", shares),
    });

/**
 * share_stat (core §3, the user's shareStat setting): each morning, everyone whose shared links
 * had visitors the day before hears how many. One per user and day: the day is part of the link,
 * and a second run finds the first one's notification.
 */
export async function notifyShareStats(ctx: JobContext): Promise<number> {
  const to = startOfUtcDay(ctx.deps.clock.now());
  const from = new Date(to.getTime() - 86_400_000);
  const day = from.toISOString().slice(0, 10);
  const dayUrl = `/profile/dashboard?day=${day}`;
  let sent = 0;
  for (const stat of await shareStatsBetween(ctx.db, from, to)) {
    await ctx.db.transaction(async (tx) => {
      if (await hasShareStatFor(tx, stat.companyId, stat.userId, dayUrl)) return;
      await notify(
        { db: tx },
        {
          companyId: stat.companyId,
          userId: stat.userId,
          type: NOTIFICATION_TYPES.shareStat,
          textHtml: shareStatText(stat.clicks, stat.shares),
          webUrl: dayUrl,
          itemTitle: notificationTitle("shareStatTitle"),
        },
      );
      sent++;
    });
  }
  return sent;
}

export const shareStatJob = defineJob({
  name: SHARE_STAT_JOB,
  payload: z.object({}),
  handler: async (ctx: JobContext) => {
    const sent = await notifyShareStats(ctx);
    ctx.log.info({ sent }, "share statistics notified");
  },
});

export const shareStatSchedule = defineSchedule({ job: shareStatJob, cron: "0 8 * * *", payload: {} });
