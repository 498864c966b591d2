import { INSTANT_POST_NOTIFICATION } from "@chorus/shared/notification/notification.contract";
import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import type { ChannelPlan } from "@chorus/shared/post/post-actions.rules";
import { escapeHtml } from "@chorus/shared/text/html";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { postAnnouncement } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import type { JobContext } from "../../platform/deps.ts";
import { errorSummary } from "../../platform/error-summary.ts";
import { defineJob } from "../../platform/jobs/job.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { notify } from "../notification/index.ts";
import { rowsOf } from "./feed.repository.ts";
import { publishedStatus } from "./feed-sql.repository.ts";

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
    const [target] = await rowsOf<{
      title: string;
      createdBy: string;
      push: boolean;
      image: string | null;
      createdAt: string;
    }>(
      tx,
      sql`SELECT p.title, p.created_by AS "createdBy", p.is_post_instant_push_enabled AS push,
                 p.image_metadata_list -> 0 ->> 'url' AS image, p.created_at AS "createdAt"
            FROM post p
           WHERE p.company_id = ${payload.companyId} AND p.id = ${payload.postId} AND p.deleted_at IS NULL
             AND EXISTS (SELECT 1 FROM post_channel pc
                          WHERE pc.company_id = p.company_id AND pc.post_id = p.id
                            AND ${publishedStatus("pc")}
                            AND pc.published_at = ${publishedAt.toISOString()}::timestamptz)`,
    );
    // Deleted, unpublished or rescheduled since the job was queued: nothing to announce now.
    if (!target) return;
    const wasScheduled = publishedAt.getTime() - new Date(target.createdAt).getTime() > RECENT_MS;
    if (!target.push && !wasScheduled) return;
    const claimed = await tx
      .insert(postAnnouncement)
      .values({ companyId: payload.companyId, postId: payload.postId, publishedAt })
      .onConflictDoNothing()
      .returning({ postId: postAnnouncement.postId });
    if (claimed.length === 0) return;
    // The author of a scheduled post hears that it is out (scheduled_post_published).
    if (wasScheduled)
      await notify(
        { db: tx },
        {
          companyId: payload.companyId,
          userId: target.createdBy,
          type: NOTIFICATION_TYPES.scheduledPostPublished,
          textHtml: `Your scheduled post <strong>${escapeHtml(target.title)}</strong> is now published`,
          webUrl: `/preview/${payload.postId}?published=${encodeURIComponent(payload.publishedAt)}`,
          itemTitle: target.title,
          itemImageUrl: target.image,
        },
      );
    if (!target.push) return;
    const readers = await rowsOf<{ userId: string }>(
      tx,
      sql`SELECT DISTINCT s.user_id AS "userId"
            FROM post_channel pc
            JOIN channel_subscription s ON s.company_id = pc.company_id AND s.channel_id = pc.channel_id
            JOIN app_user u ON u.company_id = s.company_id AND u.id = s.user_id
           WHERE pc.company_id = ${payload.companyId} AND pc.post_id = ${payload.postId}
             AND ${publishedStatus("pc")}
             AND pc.published_at = ${publishedAt.toISOString()}::timestamptz
             AND u.is_active AND s.user_id <> ${target.createdBy}
             AND coalesce((u.notification_settings ->> 'instantPost')::boolean, true)`,
    );
    await notify(
      { db: tx },
      readers.map((reader) => ({
        companyId: payload.companyId,
        userId: reader.userId,
        type: INSTANT_POST_NOTIFICATION,
        textHtml: `New post: <strong>${escapeHtml(target.title)}</strong>`,
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
