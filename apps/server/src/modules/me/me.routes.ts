import { meEndpoints as endpoints } from "@chorus/shared/onboarding/me.endpoints";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE, secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { deleteMe, updateMe } from "./me.service.ts";
import { chooseGroup, chooseTeams } from "./me-group.service.ts";
import { createMobileLink, exchangeMobileLink } from "./mobile-link.service.ts";

export function meRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route, serve } = endpointRouter(app, deps);
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    serve(endpoints.putUserMeGroup, { access: "signedIn" }, (ctx, request) =>
      chooseGroup(ctx, request.body.groupId),
    );

    serve(endpoints.putUserMeTeam, { access: "signedIn" }, (ctx, request) =>
      chooseTeams(ctx, request.body.teamIdList),
    );

    serve(endpoints.putUserMe, { access: "signedIn" }, (ctx, request) => updateMe(ctx, request.body));

    serve(
      endpoints.deleteUserMe,
      { access: "signedIn", rateLimit: authLimit },
      async (ctx, request, reply) => {
        const result = await deleteMe(ctx, deps.sessions, request.body?.password);
        reply.clearCookie(SESSION_COOKIE, secureCookie);
        return result;
      },
    );

    serve(endpoints.getAuthMobileRedirect, { access: "signedIn" }, (ctx, _request, reply) => {
      reply.header("cache-control", "no-store");
      return createMobileLink(ctx);
    });

    route(endpoints.postAuthMobileLogin, { access: "public", rateLimit: authLimit }, (request, reply) =>
      exchangeMobileLink(deps.db, deps.sessions, reply, request.body.token),
    );
  };
}
