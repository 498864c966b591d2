import {
  loginLinkEndpoints as endpoints,
  loginLinkBrowserRoutes,
} from "@chorus/shared/login-link/login-link.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { loginLinkDomains, redeemLoginLink, sendLoginLinks } from "./login-link.service.ts";

/** Sign-in by a link mailed to the address (access §2, §8). */
export function loginLinkRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const { route, browser } = endpointRouter(app, deps);
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };
    const hostCompany = (host: string | undefined) =>
      resolveHostCompanyId(deps.db, host, deps.config.baseDomain);

    route(endpoints.putUser, { access: "public", rateLimit: authLimit }, async (request) => {
      await sendLoginLinks(deps, {
        email: request.body.email,
        hostCompanyId: await hostCompany(request.headers.host),
      });
      return { sent: true as const };
    });

    browser(
      loginLinkBrowserRoutes.open,
      { access: "public", rateLimit: authLimit },
      async (request, reply) => {
        const result = await redeemLoginLink(deps.db, request.params.token);
        if (!result.ok) return reply.redirect(`/account?loginLinkError=${result.reason}`, 302);
        const { account } = result;
        const { sessionId } = await deps.sessions.start(deps.db, reply, {
          userId: account.userId,
          companyId: account.companyId,
          role: account.role,
          userAgent: request.headers["user-agent"],
          ip: request.ip,
        });
        // A new session gets a new CSRF secret, as with password sign-in.
        deps.csrf.issue(request, reply, { rotate: true, sessionId });
        return reply.redirect("/", 302);
      },
    );

    route(endpoints.getUserLoginLinkDomains, { access: "public" }, async (request) => ({
      domainList: await loginLinkDomains(deps.db, await hostCompany(request.headers.host)),
    }));
  };
}
