import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import {
  findInstallation,
  findPost,
  listDeliveringInstallations,
  postsPublishedBetween,
  type SlackInstallationRow,
  updateInstallation,
} from "./slack.repository.ts";
import { SlackApiError, slackApiOf } from "./slack-api.ts";
import { slackCipher } from "./slack-cipher.ts";
import { dailySummaryMessage, newPostMessage } from "./slack-messages.ts";

const openUrlOf = (ctx: JobContext, postId: string) => `${ctx.deps.config.publicUrl}/preview/${postId}`;

/** Send one message with the company's token; a refusal is recorded for the admins and rethrown. */
async function send(
  ctx: JobContext,
  row: SlackInstallationRow,
  message: { channel: string; text: string; blocks?: object[] },
) {
  const token = (await slackCipher(ctx.deps.secrets)).open(row.botTokenSealed);
  try {
    await slackApiOf(ctx.deps.config.slack, ctx.deps.outbound).postMessage(token, message);
  } catch (error) {
    if (error instanceof SlackApiError)
      await updateInstallation(ctx.db, row.companyId, { lastError: error.message });
    throw error;
  }
}

/** One new post to the company's Slack channel (keyed by company and post: sent once). */
export const slackDeliverJob = defineJob({
  name: "slack.deliver",
  payload: z.object({ companyId: objectIdSchema, postId: objectIdSchema }),
  async handler(ctx: JobContext, { companyId, postId }: { companyId: string; postId: string }) {
    const row = await findInstallation(ctx.db, companyId);
    if (!row?.slackChannelId || !row.isNewPostsEnabled) return;
    const item = await findPost(ctx.db, companyId, postId);
    if (!item) return;
    await send(ctx, row, newPostMessage(row.slackChannelId, { ...item, openUrl: openUrlOf(ctx, item.id) }));
  },
});

/** Every minute: posts that went live in the chosen channels since the last sweep are queued. */
export const slackDispatchJob = defineJob({
  name: "slack.dispatch",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const until = ctx.deps.clock.now();
    for (const row of await listDeliveringInstallations(ctx.db)) {
      if (!row.isNewPostsEnabled) continue;
      const posts = await postsPublishedBetween(
        ctx.db,
        row.companyId,
        row.channelIdList,
        row.deliveredUntil,
        until,
        200,
      );
      for (const item of posts)
        await ctx.deps.jobs.send(
          slackDeliverJob,
          { companyId: row.companyId, postId: item.id },
          { singletonKey: `slack:${row.companyId}:${item.id}` },
        );
      await updateInstallation(ctx.db, row.companyId, { deliveredUntil: until });
    }
  },
});

/** Daily at 08:00 UTC: yesterday's posts of the chosen channels in one message (none: nothing sent). */
export const slackDailySummaryJob = defineJob({
  name: "slack.daily-summary",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const until = ctx.deps.clock.now();
    const since = new Date(until.getTime() - 24 * 3_600_000);
    for (const row of await listDeliveringInstallations(ctx.db)) {
      if (!row.isDailySummaryEnabled || !row.slackChannelId) continue;
      const posts = await postsPublishedBetween(ctx.db, row.companyId, row.channelIdList, since, until, 20);
      if (posts.length === 0) continue;
      try {
        await send(
          ctx,
          row,
          dailySummaryMessage(
            row.slackChannelId,
            posts.map((p) => ({ title: p.title, openUrl: openUrlOf(ctx, p.id) })),
          ),
        );
      } catch (error) {
        // One workspace's refusal does not stop the others' summaries.
        if (!(error instanceof SlackApiError)) throw error;
        ctx.log.warn({ companyId: row.companyId, reason: error.reason }, "Slack daily summary refused");
      }
    }
  },
});

export const slackDispatchSchedule = defineSchedule({
  job: slackDispatchJob,
  cron: "* * * * *",
  payload: {},
});
export const slackDailySummarySchedule = defineSchedule({
  job: slackDailySummaryJob,
  cron: "0 8 * * *",
  payload: {},
});
