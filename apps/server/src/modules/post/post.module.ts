import { defineModule } from "../../platform/module.ts";
import { postReadRoutes } from "./post-read.routes.ts";
import { announcePostJob } from "./post-schedule.jobs.ts";
import { postWriteRoutes } from "./post-write.routes.ts";

export const postModule = defineModule({
  name: "post",
  routes: [postReadRoutes, postWriteRoutes],
  jobs: [announcePostJob],
});
