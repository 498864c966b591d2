import { defineModule } from "../../platform/module.ts";
import { pollFeedJob, sweepFeedsJob, sweepFeedsSchedule } from "./content-import.jobs.ts";
import { contentImportRoutes } from "./content-import.routes.ts";

/** Content import: RSS and Atom feeds polled on a schedule; new items become proposed posts. */
export const contentImportModule = defineModule({
  name: "content-import",
  routes: [contentImportRoutes],
  jobs: [sweepFeedsJob, pollFeedJob],
  schedules: [sweepFeedsSchedule],
});
