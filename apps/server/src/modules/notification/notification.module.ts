import { defineModule } from "../../platform/module.ts";
import { notificationRoutes } from "./notification.routes.ts";

export const notificationModule = defineModule({
  name: "notification",
  routes: [notificationRoutes],
});
