import type { Channel } from "@chorus/shared/channel/channel.contract";
import type { ChannelGroup } from "./api.ts";

export type SubscriptionFilter = "all" | "subscribed" | "unsubscribed";
export const ALL_GROUPS = "all";

export interface ChannelFilter {
  search: string;
  subscription: SubscriptionFilter;
  /** A group id, "none" for channels without a group, or ALL_GROUPS. */
  groupId: string;
}

export const groupKey = (groupId: string | null) => groupId ?? "none";

const matches = (channel: Channel, { search, subscription }: ChannelFilter) => {
  const needle = search.trim().toLocaleLowerCase();
  if (needle !== "" && !channel.name.toLocaleLowerCase().includes(needle)) return false;
  if (subscription === "subscribed") return channel.subscriptionStatus;
  if (subscription === "unsubscribed") return !channel.subscriptionStatus;
  return true;
};

/**
 * Customize My Feed (core §2): case-insensitive search on the name, the subscription filter and a
 * group; channels with no match and groups left empty are hidden.
 */
export function filterChannelGroups(groups: ChannelGroup[], filter: ChannelFilter): ChannelGroup[] {
  return groups
    .filter((group) => filter.groupId === ALL_GROUPS || groupKey(group.groupId) === filter.groupId)
    .map((group) => ({
      ...group,
      channelList: group.channelList.filter((channel) => matches(channel, filter)),
    }))
    .filter((group) => group.channelList.length > 0);
}

/** Mandatory or managed channels are always subscribed: their button is disabled. */
export const isEssential = (channel: Channel) =>
  channel.isEssential || channel.isMandatory || channel.isManager;
