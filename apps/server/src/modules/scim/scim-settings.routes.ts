import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { scimEndpoints as endpoints } from "@chorus/shared/scim/scim.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  generateScimToken,
  readScimSettings,
  revokeScimToken,
  updateScimSettings,
} from "./scim-settings.service.ts";

/** Company settings › Active Directory: admin-level of the company (a smarper: any company). */
const adminLevel = { roles: MANAGER_ROLES } as const;

export function scimSettingsRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const url = deps.config.publicUrl;
    serve(endpoints.settings, { access: adminLevel }, (ctx, request) =>
      readScimSettings(ctx, url, request.params.companyId),
    );
    serve(endpoints.update, { access: adminLevel }, (ctx, request) =>
      updateScimSettings(ctx, url, request.params.companyId, request.body),
    );
    serve(endpoints.generateToken, { access: adminLevel }, (ctx, request) =>
      generateScimToken(ctx, url, request.params.companyId),
    );
    serve(endpoints.revokeToken, { access: adminLevel }, (ctx, request) =>
      revokeScimToken(ctx, url, request.params.companyId),
    );
  };
}
