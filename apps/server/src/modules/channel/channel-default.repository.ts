import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { channel, groupDefaultChannel } from "../../db/schema/index.ts";

/** What decides whether a channel may be a default: its group and its privacy. */
export async function findDefaultCandidates(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: channel.id, groupId: channel.groupId, isPrivate: channel.isPrivate })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), inArray(channel.id, [...ids])));
}

/** Exactly the listed channels of the company become its company-wide defaults. */
export async function markCompanyDefaults(db: Queryable, companyId: string, ids: readonly string[]) {
  await db
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
    .where(eq(channel.companyId, companyId));
}

/** The default channel ids of a group, sorted. */
export async function findGroupDefaults(
  db: Queryable,
  companyId: string,
  groupId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: groupDefaultChannel.channelId })
    .from(groupDefaultChannel)
    .where(and(eq(groupDefaultChannel.companyId, companyId), eq(groupDefaultChannel.groupId, groupId)))
    .orderBy(asc(groupDefaultChannel.channelId));
  return rows.map((row) => row.id);
}

/** The group's defaults become exactly these channels (call inside a transaction). */
export async function replaceGroupDefaults(
  tx: Queryable,
  companyId: string,
  groupId: string,
  channelIds: readonly string[],
) {
  await tx
    .delete(groupDefaultChannel)
    .where(and(eq(groupDefaultChannel.companyId, companyId), eq(groupDefaultChannel.groupId, groupId)));
  if (channelIds.length > 0) {
    await tx
      .insert(groupDefaultChannel)
      .values(channelIds.map((channelId) => ({ companyId, groupId, channelId })));
  }
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

/** The company's channels as its settings list them, by name (private ones only when asked). */
export async function findCompanyChannels(db: Queryable, companyId: string, withPrivate: boolean) {
  return db
    .select({
      _id: channel.id,
      name: channel.name,
      groupId: channel.groupId,
      isPrivate: channel.isPrivate,
      isActive: channel.isActive,
      isCompanyDefault: channel.isCompanyDefault,
    })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), withPrivate ? undefined : eq(channel.isPrivate, false)))
    .orderBy(asc(channel.name), asc(channel.id));
}
