import { lazy } from "react";

/** What other features may use from influence: the sidebar widget, loaded on demand. */
export const InfluencerScoreWidget = lazy(() =>
  import("./components/InfluencerScoreWidget.tsx").then((m) => ({ default: m.InfluencerScoreWidget })),
);
