/**
 * Who sees which channel and which channels are essential (core §4 channel subscription, §6).
 * Pure: the server applies them to rows, the web app may use them to grey out buttons.
 */

/** "all" for managers (admin, partner, smarper), else the channel ids the viewer curates. */
export type CuratedChannels = readonly string[] | "all";

/** What the rules need to know about the viewer. */
export interface ChannelViewerFacts {
  /** Active role is admin, partner or smarper. */
  isCompanyManager: boolean;
  /** The user's own group (null in a company without groups). */
  groupId: string | null;
  /** Groups the viewer administers while acting as group admin (empty otherwise). */
  administeredGroupIds: readonly string[];
  /** Channels where the user has the staff duty manager (managerList), whatever the active role. */
  staffManagerChannelIds: readonly string[];
  /** Channels the viewer may edit (core §6: managers all, group admins their group, channel managers theirs). */
  curatedChannels: CuratedChannels;
  /**
   * A smarper or partner acting in a company other than their own: "Smarper and partner viewing
   * another company see channels as non-essential" (core §6).
   */
  viewsAnotherCompany: boolean;
}

/** What the rules need to know about a channel, from the viewer's side. */
export interface ChannelFacts {
  _id: string;
  groupId: string | null;
  isPrivate: boolean;
  isMandatory: boolean;
  isActive: boolean;
  /** The viewer has a subscription row (for a private channel: is a member). */
  isSubscribedByViewer: boolean;
}

export const curatesChannel = (viewer: ChannelViewerFacts, channel: Pick<ChannelFacts, "_id">): boolean =>
  viewer.curatedChannels === "all" || viewer.curatedChannels.includes(channel._id);

/**
 * Mandatory channels and channels the viewer manages (staff manager, or a group admin's own group's
 * channels) are always subscribed and cannot be left. Company managers are not thereby subscribed
 * to everything: for them only mandatory channels and their staff duties count.
 */
export function isEssentialChannel(viewer: ChannelViewerFacts, channel: ChannelFacts): boolean {
  if (viewer.viewsAnotherCompany) return false;
  return (
    channel.isMandatory ||
    viewer.staffManagerChannelIds.includes(channel._id) ||
    (channel.groupId !== null && viewer.administeredGroupIds.includes(channel.groupId))
  );
}

/** The group part of visibility: company-wide, the viewer's group, a group they administer, or a manager. */
export function isInViewersGroups(
  viewer: ChannelViewerFacts,
  channel: Pick<ChannelFacts, "groupId">,
): boolean {
  return (
    channel.groupId === null ||
    viewer.isCompanyManager ||
    channel.groupId === viewer.groupId ||
    viewer.administeredGroupIds.includes(channel.groupId)
  );
}

/**
 * Whether the viewer sees the channel at all. Curators see the channels they curate (inactive and
 * private ones included). Others see active channels of their groups; a private one only as a member.
 */
export function canSeeChannel(viewer: ChannelViewerFacts, channel: ChannelFacts): boolean {
  if (curatesChannel(viewer, channel)) return true;
  if (!channel.isActive) return false;
  if (channel.isPrivate && !channel.isSubscribedByViewer) return false;
  return isInViewersGroups(viewer, channel);
}

/** subscriptionStatus of the Channel entity: a subscription row, or an essential channel. */
export const subscriptionStatusOf = (viewer: ChannelViewerFacts, channel: ChannelFacts): boolean =>
  channel.isSubscribedByViewer || isEssentialChannel(viewer, channel);

export type SelfSubscribeVerdict = "ok" | "hidden" | "needs_invitation";

/**
 * May the viewer subscribe themselves? A private channel needs an invitation (membership) unless
 * the viewer curates it; a channel outside their groups does not exist for them.
 */
export function selfSubscribeVerdict(
  viewer: ChannelViewerFacts,
  channel: ChannelFacts,
): SelfSubscribeVerdict {
  if (curatesChannel(viewer, channel)) return "ok";
  if (channel.isPrivate && !channel.isSubscribedByViewer) {
    return isInViewersGroups(viewer, channel) && channel.isActive ? "needs_invitation" : "hidden";
  }
  if (!canSeeChannel(viewer, channel)) return "hidden";
  return "ok";
}

export type SelfUnsubscribeVerdict = "ok" | "hidden" | "essential";

export function selfUnsubscribeVerdict(
  viewer: ChannelViewerFacts,
  channel: ChannelFacts,
): SelfUnsubscribeVerdict {
  if (!canSeeChannel(viewer, channel)) return "hidden";
  if (isEssentialChannel(viewer, channel)) return "essential";
  return "ok";
}

/** A channel can be mandatory (everyone reads it) or private (members only), not both. */
export const conflictingPrivacy = (channel: { isPrivate: boolean; isMandatory: boolean }): boolean =>
  channel.isPrivate && channel.isMandatory;
