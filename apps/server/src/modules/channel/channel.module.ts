import { defineModule } from "../../platform/module.ts";
import { channelRoutes } from "./channel.routes.ts";

export const channelModule = defineModule({
  name: "channel",
  routes: [channelRoutes],
});
