import { defineModule } from "../../platform/module.ts";
import { mediaRoutes } from "./media.routes.ts";

export const mediaModule = defineModule({
  name: "media",
  routes: [mediaRoutes],
});
