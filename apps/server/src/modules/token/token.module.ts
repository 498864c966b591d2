import { defineModule } from "../../platform/module.ts";
import { tokenRoutes } from "./token.routes.ts";

export const tokenModule = defineModule({
  name: "token",
  routes: [tokenRoutes],
});
