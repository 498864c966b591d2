import { achievementEndpoints } from "@chorus/shared/achievement/achievement.endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { achievementKeys } from "./query-keys.ts";

/** GET /api/achievements: my advocate and creator trophies. */
export function useMyAchievements() {
  return useQuery({
    queryKey: achievementKeys.mine,
    queryFn: ({ signal }) => call(achievementEndpoints.mine, { signal }),
  });
}

/** GET /api/achievements/available: the levels and what each takes (the explanation dialog). */
export function useAvailableAchievements(enabled: boolean) {
  return useQuery({
    queryKey: achievementKeys.available,
    queryFn: ({ signal }) => call(achievementEndpoints.available, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
