import { statsEndpoints as endpoints } from "@chorus/shared/stats/stats.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { myStatsCount, myStatsSeries } from "./stats.service.ts";

/** The profile dashboard's figures: each signed-in user reads their own. */
export function statsRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    serve(endpoints.count, { access: "signedIn" }, (ctx, { query }) => myStatsCount(ctx, deps.clock, query));
    serve(endpoints.series, { access: "signedIn" }, (ctx, { query }) =>
      myStatsSeries(ctx, deps.clock, query),
    );
  };
}
