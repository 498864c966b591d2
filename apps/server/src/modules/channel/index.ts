/** What other modules may use from the channel module. */

export {
  type ChannelActor,
  type ChannelActorRefs,
  type ChannelIdSet,
  channelIdsOf,
  channelIdsQuery,
  channelSetHas,
  curatorChannelIds,
  groupAdminChannelIdsOf,
  managedChannelIds,
  managedChannelIdsQuery,
  readableChannelIds,
  staffManagerChannelIdsOf,
  visibleChannelIds,
} from "./channel-access.repository.ts";
export { applyDefaultChannels } from "./channel-default.repository.ts";
