import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { groupRoutes } from "./group.routes.ts";
import { teamRoutes } from "./team.routes.ts";
import { userAdminRoutes } from "./user-admin.routes.ts";

/** People administration: groups, teams and users. */
export function peopleRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    await app.register(groupRoutes(deps));
    await app.register(teamRoutes(deps));
    await app.register(userAdminRoutes(deps));
  };
}
