import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { acceptInvitation } from "./accept.service.ts";

/** The invitation link: accepts, signs the invitee in and hands over to onboarding (the feed's start). */
export function acceptRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      "/auth/invitation/:token",
      {
        config: {
          access: "public",
          rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" },
        },
        schema: {
          tags: ["invitation"],
          summary:
            "Open an invitation link: creates the account, signs in and goes to onboarding and the feed",
          params: z.object({ token: z.string().min(1).max(200) }),
        },
      },
      async (request, reply) => {
        const result = await acceptInvitation(deps.db, request.params.token);
        if (!result.ok) return reply.redirect(`/account?loginLinkError=${result.reason}`, 302);
        const { sessionId } = await deps.sessions.start(deps.db, reply, {
          userId: result.userId,
          companyId: result.companyId,
          role: result.role,
          userAgent: request.headers["user-agent"],
          ip: request.ip,
        });
        deps.csrf.issue(request, reply, { rotate: true, sessionId });
        return reply.redirect("/", 302);
      },
    );
  };
}
