import { isManager } from "@chorus/shared/access/roles";
import type { CompanyChannel, DefaultChannels } from "@chorus/shared/channel/channel.contract";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { authorize, loadChannelViewer } from "./channel.policy.ts";
import { groupExists } from "./channel.repository.ts";
import {
  findCompanyChannels,
  findDefaultCandidates,
  findGroupDefaults,
  markCompanyDefaults,
  replaceGroupDefaults,
} from "./channel-default.repository.ts";

/**
 * Default channels may be company-wide or (for a group's defaults) of that group, and not private:
 * a default subscribes every newcomer, which would hand out private memberships unasked.
 */
async function requireDefaultable(db: Queryable, companyId: string, groupId: string | null, ids: string[]) {
  const rows = await findDefaultCandidates(db, companyId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw badRequest(`channelIdList: unknown channel ${id}`);
    if (row.isPrivate)
      throw badRequest(`channelIdList: the private channel ${id} cannot be a default channel`);
    if (row.groupId !== null && row.groupId !== groupId) {
      throw badRequest(`channelIdList: the channel ${id} belongs to another group`);
    }
  }
}

/**
 * GET /api/company/{companyId}/channel: the path's company (a smarper's tenant there is that
 * company, see request-context); group admins read the settings but not the private channels.
 */
export async function listCompanyChannels(
  ctx: RequestContext,
  companyId: string,
): Promise<{ channelList: CompanyChannel[] }> {
  requireSameCompany(ctx, companyId);
  return { channelList: await findCompanyChannels(ctx.db, ctx.companyId, isManager(ctx.actor.role)) };
}

/** PUT /api/company/{companyId}/channel/default: admin-level of that company; another company is 404. */
export async function setCompanyDefaultChannels(
  ctx: RequestContext,
  companyId: string,
  body: DefaultChannels,
): Promise<DefaultChannels> {
  requireSameCompany(ctx, companyId);
  await requireDefaultable(ctx.db, ctx.companyId, null, body.channelIdList);
  const ids = body.channelIdList;
  await markCompanyDefaults(ctx.db, ctx.companyId, ids);
  return { channelIdList: [...ids].sort() };
}

/** The group of the company (404 otherwise) whose defaults the viewer may manage (403 otherwise). */
async function requireGroupCurator(ctx: RequestContext, groupId: string) {
  if (!(await groupExists(ctx.db, ctx.companyId, groupId))) throw notFound("Group not found");
  const viewer = await loadChannelViewer(ctx);
  authorize(
    viewer.isCompanyManager || viewer.administeredGroupIds.includes(groupId),
    "Only managers and the group's admins manage its default channels.",
  );
}

async function readGroupDefaults(
  db: Queryable,
  companyId: string,
  groupId: string,
): Promise<DefaultChannels> {
  return { channelIdList: await findGroupDefaults(db, companyId, groupId) };
}

/** GET /api/group/{groupId}/channel/default. */
export async function getGroupDefaultChannels(
  ctx: RequestContext,
  groupId: string,
): Promise<DefaultChannels> {
  await requireGroupCurator(ctx, groupId);
  return readGroupDefaults(ctx.db, ctx.companyId, groupId);
}

/** PUT /api/group/{groupId}/channel/default: replaces the group's default channels. */
export async function setGroupDefaultChannels(
  ctx: RequestContext,
  groupId: string,
  body: DefaultChannels,
): Promise<DefaultChannels> {
  await requireGroupCurator(ctx, groupId);
  await requireDefaultable(ctx.db, ctx.companyId, groupId, body.channelIdList);
  await ctx.db.transaction((tx) => replaceGroupDefaults(tx, ctx.companyId, groupId, body.channelIdList));
  return readGroupDefaults(ctx.db, ctx.companyId, groupId);
}
