import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { purgeOldAccountTokens } from "./account-token.repository.ts";

/** Daily: used and expired account tokens (login links, resets, registrations) are deleted. */
export const purgeAccountTokensJob = defineJob({
  name: "account-token.purge",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const purged = await purgeOldAccountTokens(ctx.db, ctx.deps.clock.now());
    ctx.log.info({ purged }, "old account tokens purged");
  },
});

export const purgeAccountTokensSchedule = defineSchedule({
  job: purgeAccountTokensJob,
  cron: "40 3 * * *",
  payload: {},
});
