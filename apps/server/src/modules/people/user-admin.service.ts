import { type Role, roleSchema } from "@chorus/shared/access/roles";
import { grantableRoles, mayAdministerRole } from "@chorus/shared/people/people.rules";
import type {
  AdminUser,
  UserEditBody,
  UserFilterQuery,
  UserList,
  UserListQuery,
} from "@chorus/shared/people/user-admin.contract";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { recountTeams } from "../me/index.ts";
import { resetPoints } from "../points/index.ts";
import { keysetPage, pageOf } from "./keyset.repository.ts";
import { coversGroup, loadPeopleScope, OUTSIDE_OWN_GROUP, type PeopleScope } from "./people.scope.ts";
import { findTeams, type TeamRow } from "./team.repository.ts";
import { presentAdminUser } from "./user-admin.presenter.ts";
import {
  contactTaken,
  countUserRows,
  findUser,
  listUserRows,
  otherActiveAdmins,
  replaceTeamsOfUser,
  setGroupAdminship,
  setSessionRoles,
  teamsOfUsers,
  USER_SORT_KEYS,
  type UserRow,
  updateUser,
  userFilter,
  userIdColumn,
} from "./user-admin.repository.ts";

export const ROLE_OUT_OF_REACH = "You cannot manage a user with this role.";
export const ROLE_NOT_GRANTABLE = "You cannot grant this role.";
export const OWN_ROLE = "You cannot change your own role.";
export const GROUP_ADMIN_NEEDS_GROUP = "A group admin needs a group. Move the user to a group first.";
export const LAST_ADMIN = "The company needs at least one admin. Make someone else an admin first.";
export const EMAIL_TAKEN = "This email address has been used";
export const PHONE_TAKEN = "This phone number has been used.";
export const TEAMS_OF_OTHER_GROUP = "Please choose teams of the user's group.";

const roleOf = (row: { role: string }): Role => roleSchema.catch("sharer").parse(row.role);

/** The list's group filter must stay inside a group admin's groups. */
function scopedGroups(scope: PeopleScope, filter: UserFilterQuery): string[] | undefined {
  if (filter.groupId !== undefined && !coversGroup(scope, filter.groupId)) throw forbidden(OUTSIDE_OWN_GROUP);
  return scope.companyWide ? undefined : scope.groupIds;
}

/** GET /api/user: filtered, sorted by name, date or points, one keyset page at a time. */
export async function listUsers(ctx: RequestContext, query: UserListQuery): Promise<UserList> {
  const scope = await loadPeopleScope(ctx);
  const where = userFilter(ctx.companyId, query, scopedGroups(scope, query), new Date());
  const { key, kind } = USER_SORT_KEYS[query.sortAttr];
  const { after, orderBy } = keysetPage(key, userIdColumn, kind, query.sortReverse, query);
  const rows = await listUserRows(ctx.db, where, { key, after, orderBy, limit: query.pageSize + 1 });
  const { page, next } = pageOf(rows, query.pageSize, ({ row, sortValue }) => ({
    fromId: row.id,
    lastSortValue: kind === "timestamp" ? row.createdAt.toISOString() : sortValue,
  }));
  const teams = await teamsOfUsers(
    ctx.db,
    ctx.companyId,
    page.map((r) => r.row.id),
  );
  return { userList: page.map(({ row }) => presentAdminUser(row, teams.get(row.id) ?? [])), next };
}

/** GET /api/user/count: how many users the same filters find. */
export async function countUsers(ctx: RequestContext, query: UserFilterQuery) {
  const scope = await loadPeopleScope(ctx);
  return {
    count: await countUserRows(
      ctx.db,
      userFilter(ctx.companyId, query, scopedGroups(scope, query), new Date()),
    ),
  };
}

/** A user of the company in the actor's reach: 404 for another tenant's, 403 outside a group admin's group. */
async function loadUserInScope(ctx: RequestContext, userId: string) {
  const [user, scope] = await Promise.all([findUser(ctx.db, ctx.companyId, userId), loadPeopleScope(ctx)]);
  if (!user) throw notFound("User not found");
  if (!coversGroup(scope, user.groupId)) throw forbidden(OUTSIDE_OWN_GROUP);
  return { user, scope };
}

/** As loadUserInScope, and the actor must outrank the account (only roles they could grant). */
export async function loadManageableUser(ctx: RequestContext, userId: string) {
  const loaded = await loadUserInScope(ctx, userId);
  if (!mayAdministerRole(ctx.actor.role, loaded.scope.isGroupEnabled, roleOf(loaded.user)))
    throw forbidden(ROLE_OUT_OF_REACH);
  return loaded;
}

async function present(ctx: RequestContext, userId: string): Promise<AdminUser> {
  const user = await findUser(ctx.db, ctx.companyId, userId);
  if (!user) throw notFound("User not found");
  const teams = await teamsOfUsers(ctx.db, ctx.companyId, [userId]);
  return presentAdminUser(user, teams.get(userId) ?? []);
}

export async function getUser(ctx: RequestContext, userId: string): Promise<AdminUser> {
  await loadUserInScope(ctx, userId);
  return present(ctx, userId);
}

/** The chosen teams must all be the company's and belong to the user's group. */
async function requireTeamsOfGroup(
  ctx: RequestContext,
  user: UserRow,
  teamIds: readonly string[],
): Promise<TeamRow[]> {
  const found = await findTeams(ctx.db, ctx.companyId, teamIds);
  if (found.length !== teamIds.length) throw notFound("Team not found");
  if (found.some((t) => t.groupId !== user.groupId)) throw badRequest(TEAMS_OF_OTHER_GROUP);
  return found;
}

/** PUT /api/user/{UserId}: names, contact, language and teams. */
export async function editUser(ctx: RequestContext, userId: string, body: UserEditBody): Promise<AdminUser> {
  const { user } = await loadManageableUser(ctx, userId);
  const teamIds = body.teamIdList ? [...new Set(body.teamIdList)] : undefined;
  if (teamIds) await requireTeamsOfGroup(ctx, user, teamIds);
  await ctx.db.transaction(async (tx) => {
    if (body.email !== undefined && (await contactTaken(tx, ctx.companyId, userId, { email: body.email })))
      throw new AppError(400, "400.24", EMAIL_TAKEN);
    if (
      body.phoneNumber &&
      (await contactTaken(tx, ctx.companyId, userId, { phoneNumber: body.phoneNumber }))
    )
      throw badRequest(PHONE_TAKEN);
    const { teamIdList: _teams, ...fields } = body;
    if (Object.keys(fields).length > 0) await updateUser(tx, ctx.companyId, userId, fields);
    if (teamIds) {
      const before = await replaceTeamsOfUser(tx, ctx.companyId, userId, teamIds);
      await recountTeams(tx, ctx.companyId, [...before, ...teamIds]);
    }
  });
  return present(ctx, userId);
}

/**
 * PUT /api/user/{UserId}/role: only a role the caller may grant (access §6), on an account within
 * reach, never one's own, and never leaving the company without an admin. A group admin
 * administers the group they are in; the user's open sessions take the new role at once.
 */
export async function changeRole(ctx: RequestContext, userId: string, role: Role): Promise<AdminUser> {
  if (userId === ctx.actor.userId) throw forbidden(OWN_ROLE);
  const { user, scope } = await loadManageableUser(ctx, userId);
  if (!grantableRoles(ctx.actor.role, scope.isGroupEnabled).includes(role))
    throw forbidden(ROLE_NOT_GRANTABLE);
  if (role === "group_admin" && user.groupId === null) throw badRequest(GROUP_ADMIN_NEEDS_GROUP);
  await ctx.db.transaction(async (tx) => {
    if (user.role === "admin" && role !== "admin" && user.isActive) {
      if ((await otherActiveAdmins(tx, ctx.companyId, [userId])) === 0) throw badRequest(LAST_ADMIN);
    }
    await updateUser(tx, ctx.companyId, userId, { role });
    await setGroupAdminship(tx, ctx.companyId, userId, role === "group_admin" ? user.groupId : null);
    await setSessionRoles(tx, ctx.companyId, userId, role);
  });
  return present(ctx, userId);
}

/** PUT /api/user/{UserId}/resetpoints: Star and Coin back to 0, recorded in the points ledger. */
export async function resetUserPoints(ctx: RequestContext, userId: string) {
  const { user } = await loadManageableUser(ctx, userId);
  await ctx.db.transaction((tx) => resetPoints({ db: tx }, { companyId: ctx.companyId, userId: user.id }));
  return { _id: userId, Star: 0 as const, Coin: 0 as const };
}
