import { defineModule } from "../../platform/module.ts";
import { socialAuthRoutes } from "./social-auth.routes.ts";

export const socialAuthModule = defineModule({
  name: "social-auth",
  routes: [socialAuthRoutes],
});
