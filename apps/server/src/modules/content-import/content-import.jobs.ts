import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { pollOneFeed } from "./content-import.poller.ts";
import { findFeed, listDueFeeds } from "./content-import.repository.ts";

/** Poll one feed now (a new feed, a sweep's due feed); skipped when it was removed or switched off. */
export const pollFeedJob = defineJob({
  name: "content-import.poll-feed",
  payload: z.object({ companyId: objectIdSchema, feedId: objectIdSchema }),
  async handler(ctx: JobContext, { companyId, feedId }: { companyId: string; feedId: string }) {
    const feed = await findFeed(ctx.db, companyId, feedId);
    if (!feed?.isEnabled || feed.disabledAt) return;
    await pollOneFeed(ctx.deps, ctx.db, ctx.log, feed);
  },
});

/** Every five minutes: each due feed gets its poll, keyed by its due time (a sweep run twice polls once). */
export const sweepFeedsJob = defineJob({
  name: "content-import.sweep",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    for (const feed of await listDueFeeds(ctx.db, ctx.deps.clock.now(), 200))
      await ctx.deps.jobs.send(
        pollFeedJob,
        { companyId: feed.companyId, feedId: feed.id },
        { singletonKey: `${feed.id}:${feed.nextPollAt.getTime()}` },
      );
  },
});

export const sweepFeedsSchedule = defineSchedule({ job: sweepFeedsJob, cron: "*/5 * * * *", payload: {} });
