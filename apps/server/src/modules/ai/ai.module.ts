import { defineModule } from "../../platform/module.ts";
import { aiRoutes } from "./ai.routes.ts";

export const aiModule = defineModule({
  name: "ai",
  routes: [aiRoutes],
});
