import { defineModule } from "../../platform/module.ts";
import { accountRecoveryMail } from "./account-recovery.mail.ts";
import { purgeAccountTokensJob, purgeAccountTokensSchedule } from "./account-token.jobs.ts";
import { loginLinkMail } from "./login-link.mail.ts";
import { loginLinkRoutes } from "./login-link.routes.ts";
import { recoveryRoutes } from "./recovery.routes.ts";

export const loginLinkModule = defineModule({
  name: "login-link",
  routes: [loginLinkRoutes, recoveryRoutes],
  jobs: [purgeAccountTokensJob],
  schedules: [purgeAccountTokensSchedule],
  mailTemplates: [loginLinkMail, accountRecoveryMail],
});
