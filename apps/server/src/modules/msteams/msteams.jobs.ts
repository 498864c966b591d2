import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import {
  advanceMsteamsWatermark,
  findMsteamsSetting,
  findPostForCard,
  listEnabledMsteams,
  postsPublishedBetween,
  recordMsteamsResult,
} from "./msteams.repository.ts";
import { msteamsCipher } from "./msteams-cipher.ts";
import { cardOf, sendTeamsCard, TeamsDeliveryError } from "./msteams-delivery.ts";

/**
 * One post to a company's Teams webhook. Keyed by company and post (sent once); a refusal is
 * recorded for the admins and thrown, so pg-boss retries it (3 times, backing off).
 */
export const msteamsDeliverJob = defineJob({
  name: "msteams.deliver",
  payload: z.object({ companyId: objectIdSchema, postId: objectIdSchema }),
  async handler(ctx: JobContext, { companyId, postId }: { companyId: string; postId: string }) {
    const setting = await findMsteamsSetting(ctx.db, companyId);
    if (!setting?.isEnabled || !setting.webhookUrlSealed) return;
    const row = await findPostForCard(ctx.db, companyId, postId);
    if (!row) return;
    const webhookUrl = (await msteamsCipher(ctx.deps.secrets)).open(setting.webhookUrlSealed);
    try {
      await sendTeamsCard(ctx.deps, webhookUrl, cardOf(ctx.deps, row));
    } catch (error) {
      if (error instanceof TeamsDeliveryError)
        await recordMsteamsResult(ctx.db, companyId, { error: error.message });
      throw error;
    }
    await recordMsteamsResult(ctx.db, companyId, { error: null });
  },
});

/**
 * Every minute: for each company with Teams on, the posts that went live in its chosen channels
 * since the last sweep are queued (one job per post, keyed, so a sweep run twice sends nothing
 * twice), then the watermark moves on.
 */
export const msteamsDispatchJob = defineJob({
  name: "msteams.dispatch",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const until = new Date();
    for (const setting of await listEnabledMsteams(ctx.db)) {
      const postIds = await postsPublishedBetween(
        ctx.db,
        setting.companyId,
        setting.channelIdList,
        setting.deliveredUntil,
        until,
      );
      for (const postId of postIds)
        await ctx.deps.jobs.send(
          msteamsDeliverJob,
          { companyId: setting.companyId, postId },
          { singletonKey: `msteams:${setting.companyId}:${postId}` },
        );
      await advanceMsteamsWatermark(ctx.db, setting.companyId, until);
    }
  },
});

export const msteamsDispatchSchedule = defineSchedule({
  job: msteamsDispatchJob,
  cron: "* * * * *",
  payload: {},
});
