import { lazy } from "react";

/** What other features may use from curation. */
export { PostCardMenu } from "./components/PostCardMenu.tsx";
export { ProposalBar } from "./components/ProposalBar.tsx";

/** The curators' menu of a card, its code loaded when a card shows it (most readers never see it). */
export const LazyPostCardMenu = lazy(() =>
  import("./components/PostCardMenu.lazy.ts").then((m) => ({ default: m.PostCardMenu })),
);
