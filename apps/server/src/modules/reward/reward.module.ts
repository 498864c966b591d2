import { defineModule } from "../../platform/module.ts";
import { rewardRoutes } from "./reward.routes.ts";

export const rewardModule = defineModule({
  name: "reward",
  routes: [rewardRoutes],
});
