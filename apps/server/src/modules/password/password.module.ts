import { defineModule } from "../../platform/module.ts";
import { passwordRoutes } from "./password.routes.ts";
import { passwordChangedMail } from "./password-changed.mail.ts";
import { passwordResetMail } from "./password-reset.mail.ts";

export const passwordModule = defineModule({
  name: "password",
  routes: [passwordRoutes],
  mailTemplates: [passwordResetMail, passwordChangedMail],
});
