import { lazy } from "react";

/**
 * What other features may use from achievement: the profile's score avatar, the sidebar widgets
 * (loaded on demand: the feed's first paint does not wait for them) and the keys to refresh after a share.
 */
export { ScoreAvatar } from "./components/ScoreAvatar.tsx";
export { achievementKeys } from "./query-keys.ts";
export const TrophyWidget = lazy(() =>
  import("./components/TrophyWidget.tsx").then((m) => ({ default: m.TrophyWidget })),
);
export const EarnPointsWidget = lazy(() =>
  import("./components/EarnPointsWidget.tsx").then((m) => ({ default: m.EarnPointsWidget })),
);
export const ActivationPrompt = lazy(() =>
  import("./components/ActivationPrompt.tsx").then((m) => ({ default: m.ActivationPrompt })),
);
