import { defineModule } from "../../platform/module.ts";
import { surveyRoutes } from "./survey.routes.ts";

export const surveyModule = defineModule({
  name: "survey",
  routes: [surveyRoutes],
});
