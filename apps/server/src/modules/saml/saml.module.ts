import { defineModule } from "../../platform/module.ts";
import { samlRoutes } from "./saml.routes.ts";
import { signInMethodsRoutes } from "./sign-in-methods.routes.ts";

export const samlModule = defineModule({
  name: "saml",
  routes: [samlRoutes, signInMethodsRoutes],
});
