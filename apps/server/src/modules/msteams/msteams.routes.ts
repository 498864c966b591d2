import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { msteamsEndpoints as endpoints } from "@chorus/shared/integrations/integrations.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { readMsteams, sendMsteamsTest, updateMsteams } from "./msteams.service.ts";

/** Teams settings are admin-level (manager) business; another company answers 404. */
const adminLevel = { roles: MANAGER_ROLES } as const;

export function msteamsRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    serve(endpoints.settings, { access: adminLevel }, (ctx, request) =>
      readMsteams(ctx, request.params.companyId, deps),
    );
    serve(endpoints.save, { access: adminLevel }, (ctx, request) =>
      updateMsteams(ctx, request.params.companyId, request.body, deps),
    );
    serve(endpoints.test, { access: adminLevel }, (ctx, request) =>
      sendMsteamsTest(ctx, request.params.companyId, deps),
    );
  };
}
