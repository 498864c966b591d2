import { defineModule } from "../../platform/module.ts";
import { statsRoutes } from "./stats.routes.ts";

/** The profile dashboard (/profile/dashboard): my shares, clicks, reactions and points over time. */
export const statsModule = defineModule({ name: "stats", routes: [statsRoutes] });
