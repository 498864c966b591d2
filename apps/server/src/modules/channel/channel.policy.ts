import { isManager } from "@chorus/shared/access/roles";
import type { ChannelFacts, ChannelViewerFacts } from "@chorus/shared/channel/channel.rules";
import { curatesChannel } from "@chorus/shared/channel/channel.rules";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { type ChannelRecord, type ChannelWithStats, findViewerTies } from "./channel.repository.ts";
import { managedChannelIds } from "./channel-access.repository.ts";

/** The viewer facts of the shared rules, plus the channels the user analyses. */
export interface ChannelViewer extends ChannelViewerFacts {
  userId: string;
  analystChannelIds: readonly string[];
}

/**
 * Everything the channel rules need about the actor, read once per request. Group-admin powers
 * follow the active role (as in channel-access.ts); staff duties are the user's whatever the role.
 */
export async function loadChannelViewer(ctx: RequestContext): Promise<ChannelViewer> {
  const { db, companyId, actor } = ctx;
  const [ties, curated] = await Promise.all([
    findViewerTies(db, companyId, actor.userId, actor.role === "group_admin"),
    managedChannelIds(db, companyId, actor),
  ]);
  const { duties } = ties;
  return {
    userId: actor.userId,
    isCompanyManager: isManager(actor.role),
    groupId: ties.groupId,
    administeredGroupIds: ties.administeredGroupIds,
    staffManagerChannelIds: duties.filter((row) => row.duty === "manager").map((row) => row.channelId),
    analystChannelIds: duties.filter((row) => row.duty === "analyst").map((row) => row.channelId),
    curatedChannels: curated,
    viewsAnotherCompany: viewsAnotherCompany(ctx),
  };
}

/**
 * Core §6: a smarper or partner viewing another company sees its channels as non-essential. A
 * session here is always in the user's own company (the tenant is the session's company), so this
 * is false today; it is kept so the rule holds once staff can act inside client companies.
 */
function viewsAnotherCompany(ctx: RequestContext): boolean {
  const visitorRole = ctx.actor.role === "smarper" || ctx.actor.role === "partner";
  return visitorRole && ctx.actor.companyId !== ctx.companyId;
}

export const channelFacts = (row: ChannelRecord, isSubscribedByViewer: boolean): ChannelFacts => ({
  _id: row.id,
  groupId: row.groupId,
  isPrivate: row.isPrivate,
  isMandatory: row.isMandatory,
  isActive: row.isActive,
  isSubscribedByViewer,
});

export const factsOf = (row: ChannelWithStats): ChannelFacts => channelFacts(row, row.isSubscribedByViewer);

/** Who may do what to a channel. Name and description: its curators; staff, group, privacy: managers and its group's admins. */
export const channelPolicy = {
  edit: (viewer: ChannelViewer, row: ChannelRecord) => curatesChannel(viewer, { _id: row.id }),
  editSetup: (viewer: ChannelViewer, row: ChannelRecord) =>
    viewer.isCompanyManager || (row.groupId !== null && viewer.administeredGroupIds.includes(row.groupId)),
  manageSubscribers: (viewer: ChannelViewer, row: ChannelRecord) => curatesChannel(viewer, { _id: row.id }),
  readSubscribers: (viewer: ChannelViewer, row: ChannelRecord) =>
    curatesChannel(viewer, { _id: row.id }) || viewer.analystChannelIds.includes(row.id),
  /** A new channel: managers anywhere, group admins in a group they administer. */
  createIn: (viewer: ChannelViewer, groupId: string | null) =>
    viewer.isCompanyManager || (groupId !== null && viewer.administeredGroupIds.includes(groupId)),
} as const;

export function authorize(allowed: boolean, message?: string): void {
  if (!allowed) throw forbidden(message);
}
