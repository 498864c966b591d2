import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";

/** Daily: sessions past their end are deleted (reading one already refuses it; this keeps the table small). */
export const purgeSessionsJob = defineJob({
  name: "session.purge-expired",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const purged = await ctx.deps.sessions.purgeExpired();
    ctx.log.info({ purged }, "expired sessions purged");
  },
});

export const purgeSessionsSchedule = defineSchedule({
  job: purgeSessionsJob,
  cron: "20 3 * * *",
  payload: {},
});
