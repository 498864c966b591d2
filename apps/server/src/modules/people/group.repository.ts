import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import {
  appUser,
  channel,
  groupAdmin,
  groupDefaultChannel,
  groupEmailManager,
  groupVisibility,
  resource,
  team,
  teamMember,
  userGroup,
  userQueue,
} from "../../db/schema/index.ts";
import { sideBySide } from "../../db/side-by-side.ts";

export type GroupRow = typeof userGroup.$inferSelect;
export type GroupChanges = Partial<
  Pick<typeof userGroup.$inferInsert, "name" | "seatLimit" | "invitationTemplate" | "invitationPermissions">
>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company's groups by name; `groupIds` narrows to those (a group admin's own). */
export async function listGroupRows(
  db: Queryable,
  companyId: string,
  options: { filter?: string; groupIds?: readonly string[] },
): Promise<GroupRow[]> {
  const conditions: SQL[] = [eq(userGroup.companyId, companyId)];
  if (options.filter) conditions.push(ilike(userGroup.name, `%${escapeLike(options.filter)}%`));
  if (options.groupIds) {
    if (options.groupIds.length === 0) return [];
    conditions.push(inArray(userGroup.id, [...options.groupIds]));
  }
  return db
    .select()
    .from(userGroup)
    .where(and(...conditions))
    .orderBy(asc(userGroup.name), asc(userGroup.id));
}

export async function findGroup(db: Queryable, companyId: string, groupId: string): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(userGroup)
    .where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)))
    .limit(1);
  return row ?? null;
}

/** The admins of each group, by group id. */
export async function adminsOfGroups(db: Queryable, companyId: string, groupIds: readonly string[]) {
  const byGroup = new Map<string, { _id: string; firstName: string; lastName: string }[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({
      groupId: groupAdmin.groupId,
      _id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
    })
    .from(groupAdmin)
    .innerJoin(appUser, and(eq(appUser.id, groupAdmin.userId), eq(appUser.companyId, companyId)))
    .where(
      and(
        eq(groupAdmin.companyId, companyId),
        inArray(groupAdmin.groupId, [...groupIds]),
        eq(appUser.isActive, true),
      ),
    )
    .orderBy(asc(appUser.firstName), asc(appUser.lastName));
  for (const { groupId, ...admin } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), admin]);
  return byGroup;
}

export async function groupNameTaken(
  db: Queryable,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: userGroup.id })
    .from(userGroup)
    .where(and(eq(userGroup.companyId, companyId), ilike(userGroup.name, escapeLike(name))));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertGroup(tx: Tx, row: typeof userGroup.$inferInsert): Promise<GroupRow> {
  const [inserted] = await tx.insert(userGroup).values(row).returning();
  if (!inserted) throw new Error("group insert returned nothing");
  return inserted;
}

export async function updateGroup(
  tx: Tx,
  companyId: string,
  groupId: string,
  changes: GroupChanges,
): Promise<GroupRow | null> {
  const [row] = await tx
    .update(userGroup)
    .set(changes)
    .where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)))
    .returning();
  return row ?? null;
}

/** What still hangs on a group: active members, queued people, channels, live resources. */
export async function groupDependants(tx: Queryable, companyId: string, groupId: string) {
  const counted = (query: PromiseLike<{ n: number }[]>) => async () => (await query)[0]?.n ?? 0;
  // Called inside the delete's transaction: sideBySide runs them in turn there.
  const [members, queued, channels, resources] = await sideBySide(tx, [
    counted(
      tx
        .select({ n: count() })
        .from(appUser)
        .where(
          and(eq(appUser.companyId, companyId), eq(appUser.groupId, groupId), eq(appUser.isActive, true)),
        ),
    ),
    counted(
      tx
        .select({ n: count() })
        .from(userQueue)
        .where(and(eq(userQueue.companyId, companyId), eq(userQueue.groupId, groupId))),
    ),
    counted(
      tx
        .select({ n: count() })
        .from(channel)
        .where(and(eq(channel.companyId, companyId), eq(channel.groupId, groupId))),
    ),
    counted(
      tx
        .select({ n: count() })
        .from(resource)
        .where(
          and(eq(resource.companyId, companyId), eq(resource.groupId, groupId), isNull(resource.deletedAt)),
        ),
    ),
  ]);
  return { members, queued, channels, resources };
}

/** Removes an emptied group with its teams, their memberships, its admins and default channels. */
export async function deleteGroupAndTeams(tx: Tx, companyId: string, groupId: string): Promise<void> {
  const teams = await tx
    .select({ id: team.id })
    .from(team)
    .where(and(eq(team.companyId, companyId), eq(team.groupId, groupId)));
  const teamIds = teams.map((t) => t.id);
  if (teamIds.length > 0) {
    await tx
      .delete(teamMember)
      .where(and(eq(teamMember.companyId, companyId), inArray(teamMember.teamId, teamIds)));
    await tx.delete(team).where(and(eq(team.companyId, companyId), inArray(team.id, teamIds)));
  }
  await tx
    .delete(groupAdmin)
    .where(and(eq(groupAdmin.companyId, companyId), eq(groupAdmin.groupId, groupId)));
  await tx
    .delete(groupDefaultChannel)
    .where(and(eq(groupDefaultChannel.companyId, companyId), eq(groupDefaultChannel.groupId, groupId)));
  await tx
    .delete(groupVisibility)
    .where(and(eq(groupVisibility.companyId, companyId), eq(groupVisibility.groupId, groupId)));
  // Deactivated accounts may still name the group; they keep no place in it.
  await tx
    .update(appUser)
    .set({ groupId: null })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.groupId, groupId)));
  await tx.delete(userGroup).where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)));
}

/** Replaces the group's e-mail managers; returns them by name. */
export async function replaceEmailManagers(
  tx: Tx,
  companyId: string,
  groupId: string,
  userIds: readonly string[],
) {
  await tx
    .delete(groupEmailManager)
    .where(and(eq(groupEmailManager.companyId, companyId), eq(groupEmailManager.groupId, groupId)));
  if (userIds.length > 0)
    await tx.insert(groupEmailManager).values(userIds.map((userId) => ({ companyId, groupId, userId })));
  return tx
    .select({ _id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(groupEmailManager)
    .innerJoin(appUser, and(eq(appUser.id, groupEmailManager.userId), eq(appUser.companyId, companyId)))
    .where(and(eq(groupEmailManager.companyId, companyId), eq(groupEmailManager.groupId, groupId)))
    .orderBy(asc(appUser.firstName), asc(appUser.lastName));
}
