import { recoveryEndpoints as endpoints } from "@chorus/shared/login-link/recovery.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { mailAccountRecovery } from "./recovery.service.ts";
import { checkSubdomain } from "./subdomain.service.ts";

/** Finding one's way back in: which sites an address belongs to, and whether a subdomain exists. */
export function recoveryRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route } = endpointRouter(app, deps);
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    route(endpoints.postUserRecovery, { access: "public", rateLimit: authLimit }, async (request) => {
      await mailAccountRecovery(deps, request.body.email);
      return { sent: true as const };
    });

    route(endpoints.postSubdomainCheck, { access: "public", rateLimit: authLimit }, (request) =>
      checkSubdomain(deps, request.body.subdomain),
    );
  };
}
