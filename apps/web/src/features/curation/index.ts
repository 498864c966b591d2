import type { Post } from "@chorus/shared/post/post.contract";
import { firstScreenPart } from "../../lib/first-screen-part.ts";
import { cardMenuItems, decidableChannels, hasMenuItems } from "./curation-rules.ts";

/** What other features may use from curation. */
export { PostCardMenu } from "./components/PostCardMenu.tsx";

/** Whether a card has a curators' menu at all: the menu's code is fetched only for those cards. */
export const showsPostCardMenu = (post: Parameters<typeof cardMenuItems>[0]) =>
  hasMenuItems(cardMenuItems(post));

/** The curators' menu of a card, its code loaded when a card shows it (most readers never see it). */
export const LazyPostCardMenu = firstScreenPart("post-card-menu", () =>
  import("./components/PostCardMenu.lazy.ts").then((m) => ({ default: m.PostCardMenu })),
);

/** Whether a card has proposals its reader decides: the bar's code is fetched only for those cards. */
export const showsProposalBar = (post: Pick<Post, "abilities" | "fullChannelList">) =>
  post.abilities.canManage && decidableChannels(post).length > 0;

/** The approve/reject bar of a proposed post, its code loaded when a card shows it. */
export const LazyProposalBar = firstScreenPart("proposal-bar", () =>
  import("./components/ProposalBar.lazy.ts").then((m) => ({ default: m.ProposalBar })),
);
