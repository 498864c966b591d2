import { defineModule } from "../../platform/module.ts";
import { samlRoutes } from "./saml.routes.ts";

export const samlModule = defineModule({
  name: "saml",
  routes: [samlRoutes],
});
