import { defineModule } from "../../platform/module.ts";
import { behalfRoutes } from "./behalf.routes.ts";

export const behalfModule = defineModule({
  name: "behalf",
  routes: [behalfRoutes],
});
