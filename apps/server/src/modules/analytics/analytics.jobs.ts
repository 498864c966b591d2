import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { rollUpAnalytics } from "./rollup.service.ts";

/** Keeps the analytics rollups up to date (the screens read nothing else). */
export const rollupJob = defineJob({
  name: "analytics.rollup",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const { since } = await rollUpAnalytics(ctx.db, ctx.deps.clock.now());
    ctx.log.info({ since }, "analytics rolled up");
  },
});

/** Every five minutes: the figures a screen shows are at most that old. */
export const rollupSchedule = defineSchedule({ job: rollupJob, cron: "*/5 * * * *", payload: {} });
