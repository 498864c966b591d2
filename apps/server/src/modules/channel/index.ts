/** What other modules may use from the channel module. */

export {
  type ChannelActor,
  type ChannelIdSet,
  channelSetHas,
  curatorChannelIds,
  managedChannelIds,
  readableChannelIds,
  visibleChannelIds,
} from "./channel-access.ts";
export { applyDefaultChannels } from "./channel-default.service.ts";
