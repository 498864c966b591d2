import { defineModule } from "../../platform/module.ts";
import { connectionRemindersJob, connectionRemindersSchedule, sendShareJob } from "./share.jobs.ts";
import { shareRoutes } from "./sharing.routes.ts";

/** Sharing: shares, smart queue, points, tracked links, network settings and connections. */
export const shareModule = defineModule({
  name: "share",
  routes: [shareRoutes],
  jobs: [sendShareJob, connectionRemindersJob],
  schedules: [connectionRemindersSchedule],
});
