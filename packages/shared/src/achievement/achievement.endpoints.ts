import { defineEndpoint } from "../http/endpoint.ts";
import { achievementsSchema, availableAchievementsSchema } from "./achievement.contract.ts";

export const achievementEndpoints = {
  mine: defineEndpoint({
    method: "GET",
    path: "/api/achievements",
    summary:
      "My trophies (advocate: posts shared; creator: posts proposed) with their level, null when locked",
    response: achievementsSchema,
  }),
  available: defineEndpoint({
    method: "GET",
    path: "/api/achievements/available",
    summary: "Every trophy and its levels, with the posts each level needs",
    response: availableAchievementsSchema,
  }),
};
