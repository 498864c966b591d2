import { defineModule } from "../../platform/module.ts";
import { scimRoutes } from "./scim.routes.ts";
import { scimSettingsRoutes } from "./scim-settings.routes.ts";

/** Active Directory / SCIM 2.0 provisioning: the /scim/v2 service and the settings tab's calls. */
export const scimModule = defineModule({
  name: "scim",
  routes: [scimRoutes, scimSettingsRoutes],
});
