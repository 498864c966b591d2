import { z } from "zod";
import type { AppDeps, JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { readRollupState, vacuumRollups } from "./rollup.repository.ts";
import { rollUpAnalytics } from "./rollup.service.ts";

/** Keeps the analytics rollups up to date (the screens read nothing else). */
export const rollupJob = defineJob({
  name: "analytics.rollup",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const { since } = await rollUpAnalytics(ctx.db, ctx.deps.clock.now());
    await vacuumRollups(ctx.db);
    ctx.log.info({ since }, "analytics rolled up");
  },
});

/** Every five minutes: the figures a screen shows are at most that old. */
export const rollupSchedule = defineSchedule({ job: rollupJob, cron: "*/5 * * * *", payload: {} });

/** The schedule's period, and how late the rollups may be before a report asks for a run. */
const PERIOD_MS = 5 * 60_000;
const STALE_MS = PERIOD_MS + 60_000;

/**
 * Before a report is read: if the rollups never ran (a fresh install) or the schedule is behind,
 * queue one run now. The key names the five-minute slot, so many readers queue one run per slot.
 */
export async function requestRollupIfStale(deps: Pick<AppDeps, "db" | "jobs" | "clock">): Promise<void> {
  const last = await readRollupState(deps.db);
  const now = deps.clock.now().getTime();
  if (last && now - last.getTime() < STALE_MS) return;
  await deps.jobs.send(rollupJob, {}, { singletonKey: `slot-${Math.floor(now / PERIOD_MS)}` });
}
