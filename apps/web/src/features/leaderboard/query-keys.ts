import type { LeaderboardRankingQuery } from "./api.ts";

/** Query keys of leaderboards (rankings are refreshed after a share). */
export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  settings: ["leaderboard", "settings"] as const,
  rankings: ["leaderboard", "ranking"] as const,
  ranking: (filterId: string, query: LeaderboardRankingQuery) =>
    ["leaderboard", "ranking", filterId, query] as const,
  teams: ["leaderboard", "teams"] as const,
};
