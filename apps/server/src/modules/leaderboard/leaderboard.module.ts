import { defineModule } from "../../platform/module.ts";
import { leaderboardRoutes } from "./leaderboard.routes.ts";

/** Leaderboards (core §3 Leaderboard settings): rankings by points from the ledger, set up by admins. */
export const leaderboardModule = defineModule({
  name: "leaderboard",
  routes: [leaderboardRoutes],
});
