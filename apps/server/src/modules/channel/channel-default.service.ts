import type { DefaultChannels } from "@chorus/shared/channel/channel.contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { channel, groupDefaultChannel } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { authorize, loadChannelViewer } from "./channel.policy.ts";
import { groupExists } from "./channel.repository.ts";

/**
 * Default channels may be company-wide or (for a group's defaults) of that group, and not private:
 * a default subscribes every newcomer, which would hand out private memberships unasked.
 */
async function requireDefaultable(db: Queryable, companyId: string, groupId: string | null, ids: string[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: channel.id, groupId: channel.groupId, isPrivate: channel.isPrivate })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), inArray(channel.id, ids)));
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

/** PUT /api/company/{companyId}/channel/default: admin-level of that company; another company is 404. */
export async function setCompanyDefaultChannels(
  ctx: RequestContext,
  companyId: string,
  body: DefaultChannels,
): Promise<DefaultChannels> {
  requireSameCompany(ctx, companyId);
  await requireDefaultable(ctx.db, ctx.companyId, null, body.channelIdList);
  const ids = body.channelIdList;
  await ctx.db
    .update(channel)
    .set({
      isCompanyDefault:
        ids.length === 0
          ? sql`false`
          : sql`${channel.id} IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
    })
    .where(eq(channel.companyId, ctx.companyId));
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
  const rows = await db
    .select({ id: groupDefaultChannel.channelId })
    .from(groupDefaultChannel)
    .where(and(eq(groupDefaultChannel.companyId, companyId), eq(groupDefaultChannel.groupId, groupId)))
    .orderBy(asc(groupDefaultChannel.channelId));
  return { channelIdList: rows.map((row) => row.id) };
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
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(groupDefaultChannel)
      .where(and(eq(groupDefaultChannel.companyId, ctx.companyId), eq(groupDefaultChannel.groupId, groupId)));
    if (body.channelIdList.length > 0) {
      await tx
        .insert(groupDefaultChannel)
        .values(body.channelIdList.map((channelId) => ({ companyId: ctx.companyId, groupId, channelId })));
    }
  });
  return readGroupDefaults(ctx.db, ctx.companyId, groupId);
}

/**
 * Subscribes a new member of the company (registration, invitation, directory sync) to the
 * company's default channels, the mandatory channels they can read and their group's default
 * channels; inactive and private channels are left out. Safe to run twice. Returns the channel ids
 * newly subscribed.
 */
export async function applyDefaultChannels(
  tx: Queryable,
  companyId: string,
  userId: string,
  groupId: string | null,
): Promise<string[]> {
  const result = (await tx.execute(sql`
    INSERT INTO channel_subscription (company_id, channel_id, user_id)
    SELECT c.company_id, c.id, ${userId}
      FROM channel c
     WHERE c.company_id = ${companyId}
       AND c.is_active
       AND NOT c.is_private
       AND (c.group_id IS NULL OR c.group_id = ${groupId})
       AND (
         c.is_company_default
         OR c.is_mandatory
         OR c.id IN (SELECT d.channel_id FROM group_default_channel d
                      WHERE d.company_id = ${companyId} AND d.group_id = ${groupId})
       )
    ON CONFLICT DO NOTHING
    RETURNING channel_id`)) as unknown as { rows: { channel_id: string }[] };
  return result.rows.map((row) => row.channel_id).sort();
}
