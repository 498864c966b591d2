import { defineModule } from "../../platform/module.ts";
import { achievementRoutes } from "./achievement.routes.ts";

/** Trophies (core §3 Achievements, §4 Trophy levels): advocate for posts shared, creator for posts proposed. */
export const achievementModule = defineModule({
  name: "achievement",
  routes: [achievementRoutes],
});
