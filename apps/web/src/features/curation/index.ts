import { lazy } from "react";
import { cardMenuItems, hasMenuItems } from "./curation-rules.ts";

/** What other features may use from curation. */
export { PostCardMenu } from "./components/PostCardMenu.tsx";
export { ProposalBar } from "./components/ProposalBar.tsx";

/** Whether a card has a curators' menu at all: the menu's code is fetched only for those cards. */
export const showsPostCardMenu = (post: Parameters<typeof cardMenuItems>[0]) =>
  hasMenuItems(cardMenuItems(post));

/** The curators' menu of a card, its code loaded when a card shows it (most readers never see it). */
export const LazyPostCardMenu = lazy(() =>
  import("./components/PostCardMenu.lazy.ts").then((m) => ({ default: m.PostCardMenu })),
);
