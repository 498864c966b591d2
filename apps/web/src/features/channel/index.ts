/** What other features may use from channel. */
export { useChannelList } from "./api.ts";
export { ChannelSidebar } from "./components/ChannelSidebar.tsx";
/** The channel modal (Customize My Feed), opened with a search: loaded on demand by its users. */
export { default as ChannelSearchModal } from "./components/CustomizeFeedModal.tsx";
