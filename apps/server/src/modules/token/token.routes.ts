import { tokenEndpoints as endpoints } from "@chorus/shared/token/token.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { createToken, deleteToken, listTokens } from "./token.service.ts";

export function tokenRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.postToken, { access: "signedIn" }, (ctx, request, reply) => {
      reply.header("cache-control", "no-store");
      return createToken(ctx, request.body);
    });

    serve(endpoints.getToken, { access: "signedIn" }, (ctx) => listTokens(ctx));

    serve(endpoints.deleteToken, { access: "signedIn" }, (ctx, request) =>
      deleteToken(ctx, request.body._id),
    );
  };
}
