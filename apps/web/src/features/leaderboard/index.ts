import { lazy } from "react";

/**
 * What other features may use from leaderboard: the sidebar widget (loaded on demand) and the keys
 * to refresh after a share.
 */
export { leaderboardKeys } from "./query-keys.ts";
export const LeaderboardWidget = lazy(() =>
  import("./components/LeaderboardWidget.tsx").then((m) => ({ default: m.LeaderboardWidget })),
);
