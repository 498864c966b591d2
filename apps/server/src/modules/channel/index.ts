/** What other modules may use from the channel module. */

export {
  type ChannelActor,
  type ChannelIdSet,
  channelIdsQuery,
  channelSetHas,
  curatorChannelIds,
  managedChannelIds,
  managedChannelIdsQuery,
  readableChannelIds,
  visibleChannelIds,
} from "./channel-access.repository.ts";
export { applyDefaultChannels } from "./channel-default.repository.ts";
