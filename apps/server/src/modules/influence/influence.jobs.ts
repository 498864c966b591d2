import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { computeInfluencerScores, flagNonSharersEverywhere } from "./influence.service.ts";

/**
 * Daily: every user's influencer score from their shares of the last six months up to yesterday, and
 * the doesn't-share flag of those who never shared (the activation prompt).
 */
export const influencerScoresJob = defineJob({
  name: "influence.compute-scores",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const now = ctx.deps.clock.now();
    const result = await computeInfluencerScores(ctx.db, now);
    await flagNonSharersEverywhere(ctx.db, now);
    ctx.log.info(result, "influencer scores computed, non-sharers flagged");
  },
});

export const influencerScoresSchedule = defineSchedule({
  job: influencerScoresJob,
  cron: "10 2 * * *",
  payload: {},
});
