/** What other features may use from channel. */
export { channelListQuery, useChannelList } from "./api.ts";
export { ChannelSidebar } from "./components/ChannelSidebar.tsx";
