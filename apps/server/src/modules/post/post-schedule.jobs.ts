import { INSTANT_POST_NOTIFICATION } from "@chorus/shared/notification/notification.contract";
import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import type { ChannelPlan } from "@chorus/shared/post/post-actions.rules";
import { z } from "zod";
import type { RequestContext } from "../../platform/context.ts";
import type { JobContext } from "../../platform/deps.ts";
import { errorSummary } from "../../platform/error-summary.ts";
import { defineJob } from "../../platform/jobs/job.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { notificationText, notify } from "../notification/index.ts";
import {
  claimAnnouncement,
  findAnnouncementReaders,
  findPostPublishedAt,
} from "./post-announcement.repository.ts";

export const ANNOUNCE_POST = "post.announce";

const payloadSchema = z.object({
  companyId: z.string().length(24),
  postId: z.string().length(24),
  /** The publication being announced; a post rescheduled since then is announced by its new job. */
  publishedAt: z.iso.datetime(),
});
type AnnouncePayload = z.infer<typeof payloadSchema>;

/**
 * At a post's publishedAt: when it asks for instant push, one notification per subscriber of the
 * channels it is published in (not the author; notify() applies their instantPost setting); when
 * the publication was scheduled, its author is told it is out. Idempotent: the post_announcement row is written in the same transaction, so a second run
 * sends nothing.
 */
export async function announcePost(ctx: JobContext, payload: AnnouncePayload): Promise<void> {
  const publishedAt = new Date(payload.publishedAt);
  await ctx.db.transaction(async (tx) => {
    const target = await findPostPublishedAt(tx, payload.companyId, payload.postId, publishedAt);
    // Deleted, unpublished or rescheduled since the job was queued: nothing to announce now.
    if (!target) return;
    const wasScheduled = publishedAt.getTime() - new Date(target.createdAt).getTime() > RECENT_MS;
    if (!target.push && !wasScheduled) return;
    if (!(await claimAnnouncement(tx, payload.companyId, payload.postId, publishedAt))) return;
    // The author of a scheduled post hears that it is out (scheduled_post_published).
    if (wasScheduled)
      await notify(
        { db: tx },
        {
          companyId: payload.companyId,
          userId: target.createdBy,
          type: NOTIFICATION_TYPES.scheduledPostPublished,
          textHtml: notificationText("scheduledPublished", { title: target.title }),
          webUrl: `/preview/${payload.postId}?published=${encodeURIComponent(payload.publishedAt)}`,
          itemTitle: target.title,
          itemImageUrl: target.image,
        },
      );
    if (!target.push) return;
    const readers = await findAnnouncementReaders(
      tx,
      payload.companyId,
      payload.postId,
      publishedAt,
      target.createdBy,
    );
    await notify(
      { db: tx },
      readers.map((userId) => ({
        companyId: payload.companyId,
        userId,
        type: INSTANT_POST_NOTIFICATION,
        textHtml: notificationText("newPost", { title: target.title }),
        webUrl: `/preview/${payload.postId}`,
        itemTitle: target.title,
        itemImageUrl: target.image,
      })),
    );
  });
  ctx.log.info({ postId: payload.postId }, "post announced");
}

export const announcePostJob = defineJob({
  name: ANNOUNCE_POST,
  payload: payloadSchema,
  handler: announcePost,
});

/** How far back a publication date still gets announced (a post published "now" is a little in the past). */
const RECENT_MS = 5 * 60_000;

/**
 * For a post that asks for instant push, or a publication scheduled for later: one job per post and publication date (a singleton:
 * saving twice enqueues once), run at publishedAt; the handler decides at that time whether
 * there is still anything to send.
 */
export async function enqueueAnnouncements(
  ctx: RequestContext,
  jobs: Jobs,
  postId: string,
  plans: readonly ChannelPlan[],
  now: Date,
  instantPush: boolean,
): Promise<void> {
  // Without instant push, only a scheduled publication is announced (to its author).
  const dates = new Set(
    plans
      .filter((plan) => plan.status === "published" && plan.publishedAt !== null)
      .map((plan) => (plan.publishedAt as Date).getTime())
      .filter((time) => time >= now.getTime() - RECENT_MS)
      .filter((time) => instantPush || time > now.getTime() + RECENT_MS),
  );
  for (const time of dates) {
    const publishedAt = new Date(time).toISOString();
    try {
      await jobs.send(
        announcePostJob,
        { companyId: ctx.companyId, postId, publishedAt },
        { startAfter: new Date(time), singletonKey: `${postId}:${publishedAt}` },
      );
    } catch (error) {
      // The post is saved; a lost announcement must not turn the save into an error.
      ctx.log.error({ error: errorSummary(error), postId }, "could not queue the post announcement");
    }
  }
}
