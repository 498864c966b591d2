import { defineModule } from "../../platform/module.ts";
import { languageRoutes } from "./language.routes.ts";

export const languageModule = defineModule({
  name: "language",
  routes: [languageRoutes],
});
