import {
  recoveryBodySchema,
  recoveryResponseSchema,
  subdomainCheckBodySchema,
  subdomainCheckResponseSchema,
} from "@chorus/shared/login-link/login-link.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { mailAccountRecovery } from "./recovery.service.ts";
import { checkSubdomain } from "./subdomain.service.ts";

/** Finding one's way back in: which sites an address belongs to, and whether a subdomain exists. */
export function recoveryRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    app.post(
      "/api/user/recovery",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["login-link"],
          summary: "Mail the list of sites where this address has an account (always answers sent)",
          body: recoveryBodySchema,
          response: { 200: recoveryResponseSchema },
        },
      },
      async (request) => {
        await mailAccountRecovery(deps, request.body.email);
        return { sent: true as const };
      },
    );

    app.post(
      "/api/subdomain/check",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["login-link"],
          summary: "Does a company live at this subdomain? (subdomain finder)",
          body: subdomainCheckBodySchema,
          response: { 200: subdomainCheckResponseSchema },
        },
      },
      async (request) => checkSubdomain(deps, request.body.subdomain),
    );
  };
}
