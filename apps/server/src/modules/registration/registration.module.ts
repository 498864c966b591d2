import { defineModule } from "../../platform/module.ts";
import { registrationMail } from "./registration.mail.ts";
import { registrationRoutes } from "./registration.routes.ts";

export const registrationModule = defineModule({
  name: "registration",
  routes: [registrationRoutes],
  mailTemplates: [registrationMail],
});
