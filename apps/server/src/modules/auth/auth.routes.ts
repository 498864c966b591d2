import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { authBrowserRoutes, authEndpoints as endpoints } from "@chorus/shared/auth/auth.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { signInWithPassword } from "./auth.service.ts";
import { forceSignOut } from "./force-sign-out.service.ts";

export function authRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const { route, serve, browser } = endpointRouter(app, deps);
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    route(endpoints.postAuthPassword, { access: "public", rateLimit: authLimit }, async (request, reply) => {
      const companyId = await resolveHostCompanyId(deps.db, request.headers.host, deps.config.baseDomain);
      const user = await signInWithPassword(deps.db, request.body, { companyId, ip: request.ip });
      const { sessionId } = await deps.sessions.start(deps.db, reply, {
        userId: user.userId,
        companyId: user.companyId,
        role: user.role,
        userAgent: request.headers["user-agent"],
        ip: request.ip,
      });
      // A new session gets a new CSRF secret; the old token is now stale.
      deps.csrf.issue(request, reply, { rotate: true, sessionId });
      return { redirectUrl: "/" };
    });

    browser(authBrowserRoutes.signOut, { access: "public" }, async (request, reply) => {
      await deps.sessions.end(request, reply);
      deps.csrf.issue(request, reply, { rotate: true, sessionId: null });
      return reply.redirect("/account", 302);
    });

    serve(endpoints.postAuthOutForceByUserId, { access: { roles: MANAGER_ROLES } }, (ctx, request) =>
      forceSignOut(ctx, deps.sessions, request.params.userId),
    );
  };
}
