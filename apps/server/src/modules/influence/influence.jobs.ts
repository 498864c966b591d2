import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { computeInfluencerScores } from "./influence.service.ts";

/** Daily: every user's influencer score from their shares of the last six months up to yesterday. */
export const influencerScoresJob = defineJob({
  name: "influence.compute-scores",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const result = await computeInfluencerScores(ctx.db, ctx.deps.clock.now());
    ctx.log.info(result, "influencer scores computed");
  },
});

export const influencerScoresSchedule = defineSchedule({
  job: influencerScoresJob,
  cron: "10 2 * * *",
  payload: {},
});
