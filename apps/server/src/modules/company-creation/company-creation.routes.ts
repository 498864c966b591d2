import { companyAdminEndpoints as endpoints } from "@chorus/shared/company/company-admin.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { createCompany } from "./company-creation.service.ts";

/** Core §2: creating companies is for smarpers and partners. */
export function companyCreationRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    serve(
      endpoints.create,
      { access: { roles: ["partner", "smarper"] }, rateLimit: { max: 20, timeWindow: "1 minute" } },
      (ctx, request) => createCompany(ctx, deps, request.body),
    );
  };
}
