import { defineModule } from "../../platform/module.ts";
import { rollupJob, rollupSchedule } from "./analytics.jobs.ts";
import { analyticsRoutes } from "./analytics.routes.ts";

/** Analytics: reports read from rollup tables the analytics.rollup job keeps, EMV rates, video plays. */
export const analyticsModule = defineModule({
  name: "analytics",
  routes: [analyticsRoutes],
  jobs: [rollupJob],
  schedules: [rollupSchedule],
});
