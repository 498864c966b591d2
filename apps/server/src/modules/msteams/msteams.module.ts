import { defineModule } from "../../platform/module.ts";
import { msteamsDeliverJob, msteamsDispatchJob, msteamsDispatchSchedule } from "./msteams.jobs.ts";
import { msteamsRoutes } from "./msteams.routes.ts";

/** Microsoft Teams: an incoming webhook per company; new posts of chosen channels as Adaptive Cards. */
export const msteamsModule = defineModule({
  name: "msteams",
  routes: [msteamsRoutes],
  jobs: [msteamsDispatchJob, msteamsDeliverJob],
  schedules: [msteamsDispatchSchedule],
});
