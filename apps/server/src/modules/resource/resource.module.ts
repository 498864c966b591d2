import { defineModule } from "../../platform/module.ts";
import { resourceRoutes } from "./resource.routes.ts";

export const resourceModule = defineModule({
  name: "resource",
  routes: [resourceRoutes],
});
