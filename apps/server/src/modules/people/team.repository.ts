import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { appUser, channel, team, teamMember, userGroup } from "../../db/schema/index.ts";

export type TeamRow = typeof team.$inferSelect;
export type TeamWithGroup = TeamRow & { groupName: string | null };
export type TeamChanges = Partial<
  Pick<typeof team.$inferInsert, "name" | "level" | "mandatoryChannelIdList" | "recommendedChannelIdList">
>;

const withGroupName = { team, groupName: userGroup.name };

function flatten(rows: { team: TeamRow; groupName: string | null }[]): TeamWithGroup[] {
  return rows.map((r) => ({ ...r.team, groupName: r.groupName }));
}

export async function listTeamRows(
  db: Queryable,
  companyId: string,
  options: { groupIds?: readonly string[]; level?: 1 | 2; onlySuggested?: boolean },
): Promise<TeamWithGroup[]> {
  const conditions: (SQL | undefined)[] = [eq(team.companyId, companyId)];
  if (options.groupIds) {
    if (options.groupIds.length === 0) return [];
    conditions.push(inArray(team.groupId, [...options.groupIds]));
  }
  if (options.level !== undefined) conditions.push(eq(team.level, options.level));
  if (options.onlySuggested) conditions.push(sql`cardinality(${team.recommendedChannelIdList}) > 0`);
  const rows = await db
    .select(withGroupName)
    .from(team)
    .leftJoin(userGroup, and(eq(userGroup.id, team.groupId), eq(userGroup.companyId, companyId)))
    .where(and(...conditions))
    .orderBy(asc(userGroup.name), asc(team.level), asc(team.name), asc(team.id));
  return flatten(rows);
}

export async function findTeam(
  db: Queryable,
  companyId: string,
  teamId: string,
): Promise<TeamWithGroup | null> {
  const rows = await db
    .select(withGroupName)
    .from(team)
    .leftJoin(userGroup, and(eq(userGroup.id, team.groupId), eq(userGroup.companyId, companyId)))
    .where(and(eq(team.companyId, companyId), eq(team.id, teamId)))
    .limit(1);
  return flatten(rows)[0] ?? null;
}

export async function findTeams(db: Queryable, companyId: string, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select()
    .from(team)
    .where(and(eq(team.companyId, companyId), inArray(team.id, [...teamIds])));
}

/** Team names are unique inside a group, exactly as written (CSV import names teams case-sensitively). */
export async function teamNameTaken(
  db: Queryable,
  companyId: string,
  groupId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: team.id })
    .from(team)
    .where(
      and(
        eq(team.companyId, companyId),
        groupId === null ? isNull(team.groupId) : eq(team.groupId, groupId),
        eq(team.name, name),
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}

export async function insertTeam(tx: Tx, row: typeof team.$inferInsert): Promise<TeamRow> {
  const [inserted] = await tx.insert(team).values(row).returning();
  if (!inserted) throw new Error("team insert returned nothing");
  return inserted;
}

export async function updateTeam(tx: Tx, companyId: string, teamId: string, changes: TeamChanges) {
  const [row] = await tx
    .update(team)
    .set(changes)
    .where(and(eq(team.companyId, companyId), eq(team.id, teamId)))
    .returning({ id: team.id });
  return row ?? null;
}

export async function deleteTeam(tx: Tx, companyId: string, teamId: string): Promise<void> {
  await tx.delete(teamMember).where(and(eq(teamMember.companyId, companyId), eq(teamMember.teamId, teamId)));
  await tx.delete(team).where(and(eq(team.companyId, companyId), eq(team.id, teamId)));
}

/** Of the given ids, the active users of the company, with their group. */
export async function activeUsers(db: Queryable, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: appUser.id, groupId: appUser.groupId })
    .from(appUser)
    .where(
      and(eq(appUser.companyId, companyId), inArray(appUser.id, [...userIds]), eq(appUser.isActive, true)),
    );
}

export async function addMembers(tx: Tx, companyId: string, teamId: string, userIds: readonly string[]) {
  await tx
    .insert(teamMember)
    .values(userIds.map((userId) => ({ companyId, teamId, userId })))
    .onConflictDoNothing();
}

export async function removeMembers(
  tx: Tx,
  companyId: string,
  teamId: string,
  userIds: readonly string[] | "all",
): Promise<void> {
  const whose = userIds === "all" ? undefined : inArray(teamMember.userId, [...userIds]);
  await tx
    .delete(teamMember)
    .where(and(eq(teamMember.companyId, companyId), eq(teamMember.teamId, teamId), whose));
}

export async function memberCountOf(db: Queryable, companyId: string, teamId: string): Promise<number> {
  const [row] = await db
    .select({ memberCount: team.memberCount })
    .from(team)
    .where(and(eq(team.companyId, companyId), eq(team.id, teamId)));
  return row?.memberCount ?? 0;
}

export const memberNameKey = sql`lower(${appUser.firstName} || ' ' || ${appUser.lastName})`;
export const memberAddedKey = sql`date_trunc('milliseconds', ${teamMember.addedAt})`;

/** One page of a team's active members, ordered and cut by the caller's keyset. */
export async function listMembers(
  db: Queryable,
  companyId: string,
  teamId: string,
  options: { key: SQL; after: SQL | undefined; orderBy: SQL[]; searchTerm?: string; limit: number },
) {
  const search = options.searchTerm
    ? or(
        ilike(sql`${appUser.firstName} || ' ' || ${appUser.lastName}`, `%${escapeLike(options.searchTerm)}%`),
        ilike(appUser.email, `%${escapeLike(options.searchTerm)}%`),
      )
    : undefined;
  return db
    .select({
      _id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      avatarUrl: appUser.avatarUrl,
      addedAt: teamMember.addedAt,
      sortValue: sql<string>`(${options.key})::text`,
    })
    .from(teamMember)
    .innerJoin(
      appUser,
      and(eq(appUser.id, teamMember.userId), eq(appUser.companyId, companyId), eq(appUser.isActive, true)),
    )
    .where(and(eq(teamMember.companyId, companyId), eq(teamMember.teamId, teamId), search, options.after))
    .orderBy(...options.orderBy)
    .limit(options.limit);
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Which of these channel ids are the company's. */
export async function existingChannelIds(db: Queryable, companyId: string, channelIds: readonly string[]) {
  const rows = await db
    .select({ id: channel.id })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), inArray(channel.id, [...channelIds])));
  return rows.map((row) => row.id);
}

/** The teams a user is in, with their groups. */
export async function teamsOfMember(db: Queryable, companyId: string, userId: string) {
  return db
    .select({ id: team.id, groupId: team.groupId })
    .from(teamMember)
    .innerJoin(team, and(eq(team.id, teamMember.teamId), eq(team.companyId, companyId)))
    .where(and(eq(teamMember.companyId, companyId), eq(teamMember.userId, userId)));
}
