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

/** The full Channel entity: the summary plus managerList and analystList. */
export function presentChannel(row: ChannelWithStats, viewer: ChannelViewer, staff: StaffMember[]): Channel {
  const ofChannel = staff.filter((member) => member.channelId === row.id);
  const person = ({ _id, firstName, lastName }: StaffMember) => ({ _id, firstName, lastName });
  return {
    ...presentChannelSummary(row, viewer),
    managerList: ofChannel.filter((member) => member.duty === "manager").map(person),
    analystList: ofChannel.filter((member) => member.duty === "analyst").map(person),
  };
}
