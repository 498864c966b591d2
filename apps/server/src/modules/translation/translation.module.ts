import { defineModule } from "../../platform/module.ts";
import { translationRoutes } from "./translation.routes.ts";

export const translationModule = defineModule({
  name: "translation",
  routes: [translationRoutes],
});
