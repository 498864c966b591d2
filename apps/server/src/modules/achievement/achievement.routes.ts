import { achievementEndpoints as endpoints } from "@chorus/shared/achievement/achievement.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { availableAchievements, myAchievements } from "./achievement.service.ts";

/** Trophies: each signed-in user reads their own. */
export function achievementRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    serve(endpoints.mine, { access: "signedIn" }, (ctx) => myAchievements(ctx));
    serve(endpoints.available, { access: "signedIn" }, () => availableAchievements());
  };
}
