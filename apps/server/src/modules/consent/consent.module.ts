import { defineModule } from "../../platform/module.ts";
import { consentRoutes } from "./consent.routes.ts";

export const consentModule = defineModule({
  name: "consent",
  routes: [consentRoutes],
});
