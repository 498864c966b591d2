import { defineModule } from "../../platform/module.ts";
import { campaignRoutes } from "./campaign.routes.ts";

export const campaignModule = defineModule({
  name: "campaign",
  routes: [campaignRoutes],
});
