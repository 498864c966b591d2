import { defineModule } from "../../platform/module.ts";
import { blockwordRoutes } from "./blockword.routes.ts";

export const blockwordModule = defineModule({
  name: "blockword",
  routes: [blockwordRoutes],
});
