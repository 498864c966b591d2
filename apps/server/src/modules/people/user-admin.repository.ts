import type { UserFilterQuery } from "@chorus/shared/people/user-admin.contract";
import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import {
  appUser,
  groupAdmin,
  groupEmailManager,
  mobileLoginLink,
  oauthAccessToken,
  personalAccessToken,
  team,
  teamMember,
  userGroup,
  userQueue,
  userSession,
} from "../../db/schema/index.ts";
import type { KeyKind } from "./keyset.repository.ts";
import { escapeLike } from "./team.repository.ts";

export type UserRow = typeof appUser.$inferSelect & { groupName: string | null };

const EMPLOYEE_ROLES = ["sharer", "channel_analyst", "channel_manager"];
const DAY_MS = 86_400_000;

/** The list's and the count's filters, inside the actor's groups when `groupIds` is given. */
export function userFilter(
  companyId: string,
  filter: UserFilterQuery & { isEmailManager?: boolean },
  groupIds: readonly string[] | undefined,
  now: Date,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(appUser.companyId, companyId)];
  if (groupIds) conditions.push(groupIds.length > 0 ? inArray(appUser.groupId, [...groupIds]) : sql`false`);
  if (filter.status !== "all") conditions.push(eq(appUser.isActive, filter.status === "active"));
  if (filter.searchTerm) {
    const pattern = `%${escapeLike(filter.searchTerm)}%`;
    conditions.push(
      or(
        ilike(sql`${appUser.firstName} || ' ' || ${appUser.lastName}`, pattern),
        ilike(appUser.email, pattern),
      ),
    );
  }
  if (filter.groupId) conditions.push(eq(appUser.groupId, filter.groupId));
  if (filter.team)
    conditions.push(
      sql`exists (select 1 from ${teamMember} where ${teamMember.companyId} = ${companyId}
        and ${teamMember.teamId} = ${filter.team} and ${teamMember.userId} = ${appUser.id})`,
    );
  if (filter.role) conditions.push(eq(appUser.role, filter.role));
  if (filter.isEmailManager !== undefined) {
    const managing = sql`exists (select 1 from ${groupEmailManager} where ${groupEmailManager.companyId} = ${companyId}
      and ${groupEmailManager.userId} = ${appUser.id})`;
    conditions.push(filter.isEmailManager ? managing : sql`not ${managing}`);
  }
  if (filter.userType === "employee") conditions.push(inArray(appUser.role, EMPLOYEE_ROLES));
  if (filter.userType === "manager")
    conditions.push(sql`${appUser.role} not in ('sharer', 'channel_analyst', 'channel_manager')`);
  if (filter.lastActiveFilter) {
    const inactive = filter.lastActiveFilter.startsWith("inte");
    const days = Number(filter.lastActiveFilter.replace(/\D/g, ""));
    const since = new Date(now.getTime() - days * DAY_MS);
    conditions.push(
      inactive
        ? or(isNull(appUser.lastActiveAt), lt(appUser.lastActiveAt, since))
        : gte(appUser.lastActiveAt, since),
    );
  }
  return and(...conditions);
}

const userWithGroup = { user: appUser, groupName: userGroup.name };
const joinGroup = and(eq(userGroup.id, appUser.groupId), eq(userGroup.companyId, appUser.companyId));

export async function listUserRows(
  db: Queryable,
  where: SQL | undefined,
  page: { key: SQL; after: SQL | undefined; orderBy: SQL[]; limit: number },
) {
  const rows = await db
    .select({ ...userWithGroup, sortValue: sql<string>`(${page.key})::text` })
    .from(appUser)
    .leftJoin(userGroup, joinGroup)
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return rows.map((r) => ({ row: { ...r.user, groupName: r.groupName } as UserRow, sortValue: r.sortValue }));
}

export async function countUserRows(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appUser).where(where);
  return row?.n ?? 0;
}

export async function findUser(db: Queryable, companyId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select(userWithGroup)
    .from(appUser)
    .leftJoin(userGroup, joinGroup)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .limit(1);
  return row ? { ...row.user, groupName: row.groupName } : null;
}

export async function findUsers(db: Queryable, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), inArray(appUser.id, [...userIds])));
}

/** Each user's teams, by user id. */
export async function teamsOfUsers(db: Queryable, companyId: string, userIds: readonly string[]) {
  const byUser = new Map<string, { _id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: teamMember.userId, _id: team.id, name: team.name })
    .from(teamMember)
    .innerJoin(team, and(eq(team.id, teamMember.teamId), eq(team.companyId, companyId)))
    .where(and(eq(teamMember.companyId, companyId), inArray(teamMember.userId, [...userIds])))
    .orderBy(asc(team.name));
  for (const { userId, ...t } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), t]);
  return byUser;
}

export async function contactTaken(
  db: Queryable,
  companyId: string,
  userId: string,
  contact: { email?: string; phoneNumber?: string },
): Promise<boolean> {
  const match = contact.email
    ? eq(sql`lower(${appUser.email})`, contact.email.toLowerCase())
    : eq(appUser.phoneNumber, contact.phoneNumber ?? "");
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), match, ne(appUser.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(
  tx: Tx,
  companyId: string,
  userId: string,
  changes: Partial<typeof appUser.$inferInsert>,
) {
  await tx
    .update(appUser)
    .set(changes)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

export async function otherActiveAdmins(db: Queryable, companyId: string, exceptIds: readonly string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(appUser)
    .where(
      and(
        eq(appUser.companyId, companyId),
        eq(appUser.role, "admin"),
        eq(appUser.isActive, true),
        exceptIds.length > 0 ? notInArray(appUser.id, [...exceptIds]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** A group admin administers the group they belong to; any other role administers none. */
export async function setGroupAdminship(tx: Tx, companyId: string, userId: string, groupId: string | null) {
  await tx.delete(groupAdmin).where(and(eq(groupAdmin.companyId, companyId), eq(groupAdmin.userId, userId)));
  if (groupId !== null) await tx.insert(groupAdmin).values({ companyId, groupId, userId });
}

/** The user's signed-in browsers take the new role at once (their navbar follows on the next call). */
export async function setSessionRoles(tx: Tx, companyId: string, userId: string, role: string) {
  await tx
    .update(userSession)
    .set({ role })
    .where(and(eq(userSession.companyId, companyId), eq(userSession.userId, userId)));
}

/** Everything that lets a removed account in again or mails it duties: queue place, tokens, links, group roles. */
export async function revokeAccess(tx: Tx, companyId: string, userId: string) {
  for (const table of [
    userQueue,
    personalAccessToken,
    oauthAccessToken,
    mobileLoginLink,
    groupAdmin,
    groupEmailManager,
  ] as const)
    await tx.delete(table).where(and(eq(table.companyId, companyId), eq(table.userId, userId)));
}

/** A user who leaves a group stops managing its e-mails. */
export async function dropEmailManagerships(tx: Tx, companyId: string, userId: string) {
  await tx
    .delete(groupEmailManager)
    .where(and(eq(groupEmailManager.companyId, companyId), eq(groupEmailManager.userId, userId)));
}

/** The named notification settings change under the row's lock, the others stay; null when no such user. */
export async function mergeNotificationSettings(
  tx: Tx,
  companyId: string,
  userId: string,
  changes: Partial<(typeof appUser.$inferSelect)["notificationSettings"]>,
) {
  const whose = and(eq(appUser.companyId, companyId), eq(appUser.id, userId));
  const [row] = await tx
    .select({ settings: appUser.notificationSettings })
    .from(appUser)
    .where(whose)
    .for("update");
  if (!row) return null;
  const settings = { ...row.settings, ...changes };
  await tx.update(appUser).set({ notificationSettings: settings }).where(whose);
  return settings;
}

/** The user's teams become exactly `teamIds`; answers the teams they were in before. */
export async function replaceTeamsOfUser(
  tx: Tx,
  companyId: string,
  userId: string,
  teamIds: readonly string[],
) {
  const before = (await teamsOfUsers(tx, companyId, [userId])).get(userId) ?? [];
  await tx.delete(teamMember).where(and(eq(teamMember.companyId, companyId), eq(teamMember.userId, userId)));
  if (teamIds.length > 0)
    await tx.insert(teamMember).values(teamIds.map((teamId) => ({ companyId, teamId, userId })));
  return before.map((t) => t._id);
}

/** The user's own group, null without one. */
export async function groupIdOfUser(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ groupId: appUser.groupId })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return row?.groupId ?? null;
}

/** Sort keys of the user list: by name, by creation date (to the millisecond, as cursors carry it), by points. */
export const USER_SORT_KEYS = {
  name: { key: sql`lower(${appUser.firstName} || ' ' || ${appUser.lastName})`, kind: "text" },
  date: { key: sql`date_trunc('milliseconds', ${appUser.createdAt})`, kind: "timestamp" },
  points: { key: sql`${appUser.star}`, kind: "integer" },
} as const satisfies Record<string, { key: SQL; kind: KeyKind }>;

/** The id column the user list's keyset pages on. */
export const userIdColumn = appUser.id;
