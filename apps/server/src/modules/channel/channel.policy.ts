import { isManager } from "@chorus/shared/access/roles";
import type { ChannelFacts, ChannelViewerFacts } from "@chorus/shared/channel/channel.rules";
import { curatesChannel } from "@chorus/shared/channel/channel.rules";
import { and, eq } from "drizzle-orm";
import { appUser, channelStaff, groupAdmin } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import type { ChannelRecord, ChannelWithStats } from "./channel.repository.ts";
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
  const [users, administered, duties, curated] = await Promise.all([
    db
      .select({ groupId: appUser.groupId })
      .from(appUser)
      .where(and(eq(appUser.companyId, companyId), eq(appUser.id, actor.userId)))
      .limit(1),
    actor.role === "group_admin"
      ? db
          .select({ groupId: groupAdmin.groupId })
          .from(groupAdmin)
          .where(and(eq(groupAdmin.companyId, companyId), eq(groupAdmin.userId, actor.userId)))
      : Promise.resolve([]),
    db
      .select({ channelId: channelStaff.channelId, duty: channelStaff.duty })
      .from(channelStaff)
      .where(and(eq(channelStaff.companyId, companyId), eq(channelStaff.userId, actor.userId))),
    managedChannelIds(db, companyId, actor),
  ]);
  return {
    userId: actor.userId,
    isCompanyManager: isManager(actor.role),
    groupId: users[0]?.groupId ?? null,
    administeredGroupIds: administered.map((row) => row.groupId),
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
