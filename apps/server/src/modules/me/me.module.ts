import { defineModule } from "../../platform/module.ts";
import { meRoutes } from "./me.routes.ts";

export const meModule = defineModule({
  name: "me",
  routes: [meRoutes],
});
