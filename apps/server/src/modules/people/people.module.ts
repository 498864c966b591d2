import { defineModule } from "../../platform/module.ts";
import { groupRoutes } from "./group.routes.ts";
import { labsRoutes } from "./labs.routes.ts";
import { adminMessageMailTemplate } from "./people.mails.ts";
import { teamRoutes } from "./team.routes.ts";
import { userAdminRoutes } from "./user-admin.routes.ts";

/** People administration: groups, teams, users and the labs page. */
export const peopleModule = defineModule({
  name: "people",
  routes: [groupRoutes, teamRoutes, userAdminRoutes, labsRoutes],
  mailTemplates: [adminMessageMailTemplate],
});
