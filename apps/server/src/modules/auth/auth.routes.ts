import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { passwordLoginBodySchema, passwordLoginResponseSchema } from "@chorus/shared/auth/auth.contract";
import { objectIdSchema } from "@chorus/shared/ids/object-id";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { signInWithPassword } from "./auth.service.ts";
import { forceSignOut } from "./force-sign-out.ts";

export function authRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    app.post(
      "/auth/password",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["auth"],
          summary: "Sign in with e-mail or phone and password",
          body: passwordLoginBodySchema,
          response: { 200: passwordLoginResponseSchema },
        },
      },
      async (request, reply) => {
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
      },
    );

    app.get(
      "/auth/out",
      {
        config: { access: "public" },
        schema: { tags: ["auth"], summary: "Sign out and go to the login page" },
      },
      async (request, reply) => {
        await deps.sessions.end(request, reply);
        deps.csrf.issue(request, reply, { rotate: true, sessionId: null });
        return reply.redirect("/account", 302);
      },
    );

    app.post(
      "/auth/out/force/:userId",
      {
        config: { access: { roles: MANAGER_ROLES } },
        schema: {
          tags: ["auth"],
          summary: "End every session of a user (managers)",
          params: z.object({ userId: objectIdSchema }),
          response: { 200: z.object({ userId: objectIdSchema, removedSessionCount: z.number().int() }) },
        },
      },
      async (request) => forceSignOut(contextOf(request, deps.db), deps.sessions, request.params.userId),
    );
  };
}
