import { defineModule } from "../../platform/module.ts";
import { registrationRoutes } from "./registration.routes.ts";

export const registrationModule = defineModule({
  name: "registration",
  routes: [registrationRoutes],
});
