import { defineEndpoint } from "../http/endpoint.ts";
import {
  statsCountSchema,
  statsRangeQuerySchema,
  statsSeriesQuerySchema,
  statsSeriesSchema,
} from "./stats.contract.ts";

export const statsEndpoints = {
  count: defineEndpoint({
    method: "GET",
    path: "/api/user/me/stats/count",
    tag: "user",
    summary:
      "My shares, clicks, reactions and points between from and to (days included; default the last 30 days)",
    query: statsRangeQuerySchema,
    response: statsCountSchema,
  }),
  series: defineEndpoint({
    method: "GET",
    path: "/api/user/me/stats/series",
    tag: "user",
    summary:
      "My shares, clicks, reactions and points per day, week or month, and my influencer score history",
    query: statsSeriesQuerySchema,
    response: statsSeriesSchema,
  }),
};
