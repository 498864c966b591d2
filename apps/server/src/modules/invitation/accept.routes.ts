import { invitationBrowserRoutes } from "@chorus/shared/invitation/invitation.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { acceptInvitation } from "./accept.service.ts";

/** The invitation link: accepts, signs the invitee in and hands over to onboarding (the feed's start). */
export function acceptRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    endpointRouter(app, deps).browser(
      invitationBrowserRoutes.accept,
      {
        access: "public",
        rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" },
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
