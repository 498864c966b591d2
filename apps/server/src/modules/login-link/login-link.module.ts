import { defineModule } from "../../platform/module.ts";
import { purgeAccountTokensJob, purgeAccountTokensSchedule } from "./account-token.jobs.ts";
import { loginLinkRoutes } from "./login-link.routes.ts";
import { recoveryRoutes } from "./recovery.routes.ts";

export const loginLinkModule = defineModule({
  name: "login-link",
  routes: [loginLinkRoutes, recoveryRoutes],
  jobs: [purgeAccountTokensJob],
  schedules: [purgeAccountTokensSchedule],
});
