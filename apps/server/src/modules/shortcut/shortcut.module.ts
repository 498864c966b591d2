import { defineModule } from "../../platform/module.ts";
import { shortcutRoutes } from "./shortcut.routes.ts";

export const shortcutModule = defineModule({
  name: "shortcut",
  routes: [shortcutRoutes],
});
