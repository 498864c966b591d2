import { defineModule } from "../../platform/module.ts";
import { languageDetectionRoutes } from "./language-detection.routes.ts";

export const languageDetectionModule = defineModule({
  name: "language-detection",
  routes: [languageDetectionRoutes],
});
