import type { ScimGroupMapping } from "@chorus/shared/scim/scim.contract";
import { and, desc, eq, gt, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import {
  appUser,
  scimConnection,
  scimError,
  scimIdentity,
  team,
  teamMember,
  userGroup,
} from "../../db/schema/index.ts";

export type ConnectionRow = typeof scimConnection.$inferSelect;

export async function findConnection(db: Queryable, companyId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(scimConnection).where(eq(scimConnection.companyId, companyId));
  return row ?? null;
}

/** The company a SCIM bearer token belongs to (looked up by its hash before the tenant is known). */
export async function findConnectionByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(scimConnection).where(eq(scimConnection.tokenHash, tokenHash));
  return row ?? null;
}

export async function saveConnection(
  db: Queryable,
  companyId: string,
  changes: Partial<Omit<ConnectionRow, "companyId">>,
): Promise<ConnectionRow> {
  const now = new Date();
  const [row] = await db
    .insert(scimConnection)
    .values({ companyId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: scimConnection.companyId, set: { ...changes, updatedAt: now } })
    .returning();
  return row as ConnectionRow;
}

export async function touchLastSync(db: Queryable, companyId: string, at: Date): Promise<void> {
  await db.update(scimConnection).set({ lastSyncAt: at }).where(eq(scimConnection.companyId, companyId));
}

export async function listErrors(db: Queryable, companyId: string, limit: number) {
  return db
    .select()
    .from(scimError)
    .where(eq(scimError.companyId, companyId))
    .orderBy(desc(scimError.createdAt), desc(scimError.id))
    .limit(limit);
}

/** Records a failure and forgets the company's failures older than `keepSince`. */
export async function insertError(
  db: Queryable,
  row: typeof scimError.$inferInsert,
  keepSince: Date,
): Promise<void> {
  await db
    .delete(scimError)
    .where(and(eq(scimError.companyId, row.companyId), lt(scimError.createdAt, keepSince)));
  await db.insert(scimError).values(row);
}

export async function wasNotifiedSince(db: Queryable, companyId: string, type: string, since: Date) {
  const [row] = await db
    .select({ id: scimError.id })
    .from(scimError)
    .where(
      and(
        eq(scimError.companyId, companyId),
        eq(scimError.type, type),
        eq(scimError.notified, true),
        gt(scimError.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function activeAdminIds(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.role, "admin"), eq(appUser.isActive, true)));
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- users

export interface UserRecord {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  isActive: boolean;
  createdAt: Date;
  externalId: string | null;
  userName: string | null;
  updatedAt: Date | null;
}

const USER_SELECT = sql`u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
  u.is_active AS "isActive", u.created_at AS "createdAt", si.external_id AS "externalId",
  si.user_name AS "userName", si.updated_at AS "updatedAt"
  FROM app_user u LEFT JOIN scim_identity si
    ON si.company_id = u.company_id AND si.resource_type = 'User' AND si.resource_id = u.id`;

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);
const userOf = (row: UserRecord): UserRecord => ({
  ...row,
  createdAt: asDate(row.createdAt) as Date,
  updatedAt: asDate(row.updatedAt),
});

export async function listUsers(
  db: Queryable,
  companyId: string,
  where: SQL | null,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: UserRecord[] }> {
  const visible = sql`u.company_id = ${companyId} AND NOT coalesce(si.detached, false)`;
  const condition = where ? sql`${visible} AND ${where}` : visible;
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM app_user u LEFT JOIN scim_identity si
      ON si.company_id = u.company_id AND si.resource_type = 'User' AND si.resource_id = u.id WHERE ${condition}`,
  );
  const rows =
    page.limit === 0
      ? []
      : await rowsOf<UserRecord>(
          db,
          sql`SELECT ${USER_SELECT} WHERE ${condition} ORDER BY u.created_at, u.id LIMIT ${page.limit} OFFSET ${page.offset}`,
        );
  return { total: total?.n ?? 0, rows: rows.map(userOf) };
}

export async function findUser(db: Queryable, companyId: string, userId: string): Promise<UserRecord | null> {
  const [row] = await rowsOf<UserRecord>(
    db,
    sql`SELECT ${USER_SELECT} WHERE u.company_id = ${companyId} AND u.id = ${userId} AND NOT coalesce(si.detached, false)`,
  );
  return row ? userOf(row) : null;
}

/** A user the directory deleted (detached) holding this e-mail address: a new POST brings them back. */
export async function findDetachedUserIdByEmail(db: Queryable, companyId: string, email: string) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT u.id FROM app_user u JOIN scim_identity si
      ON si.company_id = u.company_id AND si.resource_type = 'User' AND si.resource_id = u.id
      WHERE u.company_id = ${companyId} AND lower(u.email) = ${email.toLowerCase()} AND si.detached`,
  );
  return row?.id ?? null;
}

export async function attachUser(db: Queryable, companyId: string, userId: string): Promise<void> {
  await db
    .update(scimIdentity)
    .set({ detached: false })
    .where(
      and(
        eq(scimIdentity.companyId, companyId),
        eq(scimIdentity.resourceType, "User"),
        eq(scimIdentity.resourceId, userId),
      ),
    );
}

/** The user holding an e-mail address in the company (active or not), other than `exceptId`. */
export async function findUserIdByEmail(db: Queryable, companyId: string, email: string, exceptId?: string) {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(sql`lower(${appUser.email})`, email.toLowerCase())));
  return rows.find((row) => row.id !== exceptId)?.id ?? null;
}

/** The user another SCIM identity already provisioned under this userName, other than `exceptId`. */
export async function findUserIdByUserName(
  db: Queryable,
  companyId: string,
  userName: string,
  exceptId?: string,
) {
  const rows = await db
    .select({ id: scimIdentity.resourceId })
    .from(scimIdentity)
    .where(
      and(
        eq(scimIdentity.companyId, companyId),
        eq(scimIdentity.resourceType, "User"),
        eq(sql`lower(${scimIdentity.userName})`, userName.toLowerCase()),
      ),
    );
  return rows.find((row) => row.id !== exceptId)?.id ?? null;
}

export async function updateUser(
  db: Queryable,
  companyId: string,
  userId: string,
  changes: { email?: string; firstName?: string; lastName?: string; isActive?: boolean },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(appUser)
    .set(changes)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

export async function saveIdentity(
  db: Queryable,
  row: {
    companyId: string;
    resourceType: "User" | "Group" | "Team";
    resourceId: string;
    externalId?: string | null;
    userName?: string | null;
    detached?: boolean;
  },
): Promise<void> {
  const now = new Date();
  const { companyId, resourceType, resourceId, ...changes } = row;
  await db
    .insert(scimIdentity)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [scimIdentity.companyId, scimIdentity.resourceType, scimIdentity.resourceId],
      set: { ...changes, updatedAt: now },
    });
}

/** Which of these ids are users of the company. */
export async function existingUserIds(db: Queryable, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), inArray(appUser.id, [...userIds])));
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------- groups (Chorus groups or teams)

export interface GroupRecord {
  id: string;
  name: string;
  createdAt: Date;
  externalId: string | null;
  updatedAt: Date | null;
}

const groupTable = (mapping: ScimGroupMapping) => sql.raw(mapping === "group" ? "user_group" : "team");
export const identityTypeOf = (mapping: ScimGroupMapping) => (mapping === "group" ? "Group" : "Team");

function groupFrom(mapping: ScimGroupMapping): SQL {
  return sql`FROM ${groupTable(mapping)} g LEFT JOIN scim_identity si
    ON si.company_id = g.company_id AND si.resource_type = ${identityTypeOf(mapping)} AND si.resource_id = g.id`;
}
const GROUP_SELECT = sql`g.id, g.name, g.created_at AS "createdAt", si.external_id AS "externalId", si.updated_at AS "updatedAt"`;
const groupOf = (row: GroupRecord): GroupRecord => ({
  ...row,
  createdAt: asDate(row.createdAt) as Date,
  updatedAt: asDate(row.updatedAt),
});

export async function listGroups(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  where: SQL | null,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: GroupRecord[] }> {
  const visible = sql`g.company_id = ${companyId} AND NOT coalesce(si.detached, false)`;
  const condition = where ? sql`${visible} AND ${where}` : visible;
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n ${groupFrom(mapping)} WHERE ${condition}`,
  );
  const rows =
    page.limit === 0
      ? []
      : await rowsOf<GroupRecord>(
          db,
          sql`SELECT ${GROUP_SELECT} ${groupFrom(mapping)} WHERE ${condition}
            ORDER BY g.created_at, g.id LIMIT ${page.limit} OFFSET ${page.offset}`,
        );
  return { total: total?.n ?? 0, rows: rows.map(groupOf) };
}

/** A group (or team) SCIM may see: of the company, not detached. */
export async function findGroup(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  groupId: string,
) {
  const [row] = await rowsOf<GroupRecord>(
    db,
    sql`SELECT ${GROUP_SELECT} ${groupFrom(mapping)}
      WHERE g.company_id = ${companyId} AND g.id = ${groupId} AND NOT coalesce(si.detached, false)`,
  );
  return row ? groupOf(row) : null;
}

/** A group (or team) of that name, detached or not, other than `exceptId`. */
export async function findGroupByName(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  name: string,
  exceptId?: string,
): Promise<{ id: string; detached: boolean } | null> {
  const rows = await rowsOf<{ id: string; detached: boolean }>(
    db,
    sql`SELECT g.id, coalesce(si.detached, false) AS detached ${groupFrom(mapping)}
      WHERE g.company_id = ${companyId} AND lower(g.name) = ${name.toLowerCase()} ORDER BY g.created_at`,
  );
  return rows.find((row) => row.id !== exceptId) ?? null;
}

export async function insertGroup(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  row: { id: string; name: string },
): Promise<void> {
  if (mapping === "group") await db.insert(userGroup).values({ companyId, ...row });
  else await db.insert(team).values({ companyId, groupId: null, ...row });
}

export async function renameGroup(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  groupId: string,
  name: string,
): Promise<void> {
  if (mapping === "group")
    await db
      .update(userGroup)
      .set({ name })
      .where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)));
  else
    await db
      .update(team)
      .set({ name })
      .where(and(eq(team.companyId, companyId), eq(team.id, groupId)));
}

export interface MemberRecord {
  value: string;
  display: string;
}

export async function membersOf(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  groupId: string,
): Promise<MemberRecord[]> {
  const query =
    mapping === "group"
      ? sql`SELECT u.id AS value, btrim(u.first_name || ' ' || u.last_name) AS display FROM app_user u
          WHERE u.company_id = ${companyId} AND u.group_id = ${groupId} ORDER BY u.created_at, u.id`
      : sql`SELECT u.id AS value, btrim(u.first_name || ' ' || u.last_name) AS display FROM team_member m
          JOIN app_user u ON u.company_id = m.company_id AND u.id = m.user_id
          WHERE m.company_id = ${companyId} AND m.team_id = ${groupId} ORDER BY u.created_at, u.id`;
  return rowsOf<MemberRecord>(db, query);
}

export async function addMembers(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  groupId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  if (mapping === "group") {
    // A user is in one Chorus group: joining this one leaves the previous one.
    const moved = await db
      .select({ groupId: appUser.groupId })
      .from(appUser)
      .where(and(eq(appUser.companyId, companyId), inArray(appUser.id, [...userIds])));
    await db
      .update(appUser)
      .set({ groupId })
      .where(and(eq(appUser.companyId, companyId), inArray(appUser.id, [...userIds])));
    const touched = new Set([groupId, ...moved.map((row) => row.groupId).filter((id): id is string => !!id)]);
    for (const id of touched) await recountMembers(db, companyId, mapping, id);
    return;
  }
  await db
    .insert(teamMember)
    .values(userIds.map((userId) => ({ companyId, teamId: groupId, userId })))
    .onConflictDoNothing();
  await recountMembers(db, companyId, mapping, groupId);
}

/** Removes these members, or every member when `userIds` is "all". */
export async function removeMembers(
  db: Queryable,
  companyId: string,
  mapping: ScimGroupMapping,
  groupId: string,
  userIds: readonly string[] | "all",
): Promise<void> {
  if (userIds !== "all" && userIds.length === 0) return;
  if (mapping === "group") {
    const scope = and(eq(appUser.companyId, companyId), eq(appUser.groupId, groupId));
    await db
      .update(appUser)
      .set({ groupId: null })
      .where(userIds === "all" ? scope : and(scope, inArray(appUser.id, [...userIds])));
  } else {
    const scope = and(eq(teamMember.companyId, companyId), eq(teamMember.teamId, groupId));
    await db
      .delete(teamMember)
      .where(userIds === "all" ? scope : and(scope, inArray(teamMember.userId, [...userIds])));
  }
  await recountMembers(db, companyId, mapping, groupId);
}

async function recountMembers(db: Queryable, companyId: string, mapping: ScimGroupMapping, groupId: string) {
  if (mapping === "group")
    await db
      .update(userGroup)
      .set({
        memberCount: sql`(SELECT count(*)::int FROM app_user u WHERE u.company_id = ${companyId} AND u.group_id = ${groupId})`,
      })
      .where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)));
  else
    await db
      .update(team)
      .set({
        memberCount: sql`(SELECT count(*)::int FROM team_member m WHERE m.company_id = ${companyId} AND m.team_id = ${groupId})`,
      })
      .where(and(eq(team.companyId, companyId), eq(team.id, groupId)));
}
