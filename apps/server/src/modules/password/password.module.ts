import { defineModule } from "../../platform/module.ts";
import { passwordRoutes } from "./password.routes.ts";

export const passwordModule = defineModule({
  name: "password",
  routes: [passwordRoutes],
});
