import { labsEndpoints as endpoints } from "@chorus/shared/labs/labs.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  getCompanyLabs,
  getUserLabs,
  migrateInstance,
  saveCompanyLabs,
  saveUserLabs,
} from "./labs.service.ts";
import { managersOnly } from "./people.scope.ts";

/** The labs page: company labs and a user's own flags (admin-level), the smarper's migration. */
export function labsRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.companyLabs, managersOnly, (ctx, { params }) => getCompanyLabs(ctx, params.companyId));
    serve(endpoints.saveCompanyLabs, managersOnly, (ctx, { params, body }) =>
      saveCompanyLabs(ctx, params.companyId, body.labList),
    );
    serve(endpoints.migrate, { access: { roles: ["smarper"] } }, (ctx, { params, body }) =>
      migrateInstance(ctx, params.companyId, body.withTeams),
    );
    serve(endpoints.userLabs, managersOnly, (ctx, { params }) => getUserLabs(ctx, params.userId));
    serve(endpoints.saveUserLabs, managersOnly, (ctx, { params, body }) =>
      saveUserLabs(ctx, params.userId, body),
    );
  };
}
