import { sessionEndpoints as endpoints } from "@chorus/shared/session/session.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { loadEnhancement, loadSession2, switchRole } from "./session.service.ts";

export function sessionRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route, serve } = endpointRouter(app, deps);

    route(endpoints.getSession, { access: "public" }, (request, reply) => {
      deps.csrf.issue(request, reply);
      reply.header("cache-control", "no-store");
      const actor = request.actor;
      return {
        isLoggedIn: actor !== null,
        userId: actor?.userId ?? null,
        role: actor?.role ?? null,
        companyId: actor?.companyId ?? null,
      };
    });

    serve(endpoints.putSession, { access: "signedIn" }, (ctx, request) =>
      switchRole(ctx, deps.sessions, request.body.role),
    );

    serve(endpoints.getSession2, { access: "signedIn" }, (ctx, _request, reply) => {
      reply.header("cache-control", "no-store");
      return loadSession2(ctx);
    });

    serve(endpoints.getSession2UserEnhancement, { access: "signedIn" }, (ctx) => loadEnhancement(ctx));
  };
}
