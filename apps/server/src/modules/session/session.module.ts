import { defineModule } from "../../platform/module.ts";
import { purgeSessionsJob, purgeSessionsSchedule } from "./session.jobs.ts";
import { sessionRoutes } from "./session.routes.ts";

export const sessionModule = defineModule({
  name: "session",
  routes: [sessionRoutes],
  jobs: [purgeSessionsJob],
  schedules: [purgeSessionsSchedule],
});
