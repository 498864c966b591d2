import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { contentImportEndpoints as endpoints } from "@chorus/shared/integrations/integrations.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { deleteContentFeed, listContentFeeds, saveContentFeed } from "./content-import.service.ts";

/** Content import feeds are admin-level (manager) business; another company answers 404. */
const adminLevel = { roles: MANAGER_ROLES } as const;

export function contentImportRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    serve(endpoints.list, { access: adminLevel }, (ctx, request) =>
      listContentFeeds(ctx, request.params.companyId),
    );
    serve(endpoints.save, { access: adminLevel }, (ctx, request) =>
      saveContentFeed(ctx, request.params.companyId, request.body, deps),
    );
    serve(endpoints.remove, { access: adminLevel }, (ctx, request) =>
      deleteContentFeed(ctx, request.params.companyId, request.query._id),
    );
  };
}
