import type { EndpointInput } from "@chorus/shared/http/endpoint";
import type { LeaderboardFilterBody } from "@chorus/shared/leaderboard/leaderboard.contract";
import { leaderboardEndpoints } from "@chorus/shared/leaderboard/leaderboard.endpoints";
import { teamEndpoints } from "@chorus/shared/people/team.endpoints";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, endpointUrl } from "../../api/call.ts";
import { leaderboardKeys } from "./query-keys.ts";

/** The ranking's query, as the endpoint defines it. */
export type LeaderboardRankingQuery = NonNullable<
  EndpointInput<typeof leaderboardEndpoints.ranking>["query"]
>;

/** GET /api/leaderboard3: enabled or not, and the admins' leaderboards in order. */
export function useLeaderboardSettings() {
  return useQuery({
    queryKey: leaderboardKeys.settings,
    queryFn: ({ signal }) => call(leaderboardEndpoints.settings, { signal }),
  });
}

/** GET /api/leaderboard3/{filterId}: one page of a ranking and my own line. */
export function useRanking(filterId: string | null, query: LeaderboardRankingQuery, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.ranking(filterId ?? "", query),
    queryFn: ({ signal }) =>
      call(leaderboardEndpoints.ranking, { params: { filterId: filterId ?? "" }, query, signal }),
    enabled: enabled && filterId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/team: the teams an admin may rank a leaderboard by. */
export function useTeams(enabled: boolean) {
  return useQuery({
    queryKey: leaderboardKeys.teams,
    queryFn: ({ signal }) => call(teamEndpoints.list, { query: {}, signal }),
    enabled,
  });
}

function useInvalidateLeaderboards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
}

/** PUT /api/leaderboard3: on or off, and the order. */
export function useUpdateLeaderboardSettings() {
  const invalidate = useInvalidateLeaderboards();
  return useMutation({
    mutationFn: (body: { leaderboardEnabled?: boolean; orderedLeaderboardIdList?: string[] }) =>
      call(leaderboardEndpoints.updateSettings, { body }),
    onSettled: invalidate,
  });
}

/** POST /api/leaderboard3 or PUT /api/leaderboard3/{filterId}. */
export function useSaveLeaderboard() {
  const invalidate = useInvalidateLeaderboards();
  return useMutation({
    mutationFn: ({ filterId, body }: { filterId: string | null; body: LeaderboardFilterBody }) =>
      filterId === null
        ? call(leaderboardEndpoints.createFilter, { body })
        : call(leaderboardEndpoints.updateFilter, { params: { filterId }, body }),
    onSettled: invalidate,
  });
}

/** DELETE /api/leaderboard3/{filterId}. */
export function useDeleteLeaderboard() {
  const invalidate = useInvalidateLeaderboards();
  return useMutation({
    mutationFn: (filterId: string) => call(leaderboardEndpoints.deleteFilter, { params: { filterId } }),
    onSettled: invalidate,
  });
}

/** The CSV download's address (the browser sends the session cookie). */
export const leaderboardCsvUrl = (dateFrom: string, dateTo: string) =>
  endpointUrl(leaderboardEndpoints.exportCsv, { query: { dateFrom, dateTo } });
