import { defineModule } from "../../platform/module.ts";
import { companyInvitationMailTemplate } from "./company-creation.mails.ts";
import { companyCreationRoutes } from "./company-creation.routes.ts";

/**
 * A new company with its first admin: it needs the company (tenant rows) and the account tokens
 * (the invitation link), which know each other only through this module.
 */
export const companyCreationModule = defineModule({
  name: "company-creation",
  routes: [companyCreationRoutes],
  mailTemplates: [companyInvitationMailTemplate],
});
