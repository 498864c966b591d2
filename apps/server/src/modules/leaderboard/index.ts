/** What other modules may use from leaderboard: whether the company shows it. */
export { readSettings as readLeaderboardSettings } from "./leaderboard-settings.service.ts";
