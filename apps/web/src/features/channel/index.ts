import { lazy } from "react";

/** What other features may use from channel. */
export { channelListQuery, useChannelList, useCompanyChannels } from "./api.ts";
export { ChannelSidebar } from "./components/ChannelSidebar.tsx";
/** The channel modal (Customize My Feed), opened with a search; its code loads on demand. */
export const ChannelSearchModal = lazy(() => import("./components/CustomizeFeedModal.tsx"));

/** The channel list, its code loaded when first shown (the phone menu drawer). */
export const LazyChannelSidebar = lazy(() =>
  import("./components/ChannelSidebar.lazy.ts").then((m) => ({ default: m.ChannelSidebar })),
);
