import type { Channel, ChannelSummary } from "@chorus/shared/channel/channel.contract";
import {
  curatesChannel,
  isEssentialChannel,
  subscriptionStatusOf,
} from "@chorus/shared/channel/channel.rules";
import { type ChannelViewer, factsOf } from "./channel.policy.ts";
import type { ChannelWithStats, StaffMember } from "./channel.repository.ts";

/** The Channel entity of core §3 without the staff lists, from the viewer's point of view. */
export function presentChannelSummary(row: ChannelWithStats, viewer: ChannelViewer): ChannelSummary {
  const facts = factsOf(row);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    groupId: row.groupId,
    isPrivate: row.isPrivate,
    isMandatory: row.isMandatory,
    isActive: row.isActive,
    isCompanyDefault: row.isCompanyDefault,
    subscriptionStatus: subscriptionStatusOf(viewer, facts),
    subscriberCount: row.subscriberCount,
    isManager: curatesChannel(viewer, facts),
    isEssential: isEssentialChannel(viewer, facts),
    status: row.isActive ? "active" : "inactive",
  };
}

/** A channel's managerList and analystList, from the staff of many channels. */
export interface ChannelStaffLists {
  managerList: Channel["managerList"];
  analystList: Channel["analystList"];
}

/** The staff of many channels sorted into each channel's lists, in one pass (not one per channel). */
export function staffListsByChannel(staff: StaffMember[]): Map<string, ChannelStaffLists> {
  const lists = new Map<string, ChannelStaffLists>();
  for (const { channelId, duty, _id, firstName, lastName } of staff) {
    let entry = lists.get(channelId);
    if (!entry) {
      entry = { managerList: [], analystList: [] };
      lists.set(channelId, entry);
    }
    if (duty === "manager") entry.managerList.push({ _id, firstName, lastName });
    else if (duty === "analyst") entry.analystList.push({ _id, firstName, lastName });
  }
  return lists;
}

/** The full Channel entity: the summary plus managerList and analystList. */
export function presentChannel(
  row: ChannelWithStats,
  viewer: ChannelViewer,
  staff: Map<string, ChannelStaffLists>,
): Channel {
  const { managerList, analystList } = staff.get(row.id) ?? { managerList: [], analystList: [] };
  return { ...presentChannelSummary(row, viewer), managerList, analystList };
}
