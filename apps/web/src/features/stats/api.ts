import type { StatsInterval } from "@chorus/shared/stats/stats.contract";
import { statsEndpoints } from "@chorus/shared/stats/stats.endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { statsKeys } from "./query-keys.ts";

/** GET /api/user/me/stats/count between two days. */
export function useStatsCount(from: string, to: string) {
  return useQuery({
    queryKey: statsKeys.count(from, to),
    queryFn: ({ signal }) => call(statsEndpoints.count, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/me/stats/series per day, week or month. */
export function useStatsSeries(from: string, to: string, interval: StatsInterval) {
  return useQuery({
    queryKey: statsKeys.series(from, to, interval),
    queryFn: ({ signal }) => call(statsEndpoints.series, { query: { from, to, interval }, signal }),
    placeholderData: keepPreviousData,
  });
}
