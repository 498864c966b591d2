import { isManager } from "@chorus/shared/access/roles";
import { newObjectId } from "@chorus/shared/ids/object-id";
import {
  TEAM_MEMBER_PAGE_SIZE,
  type Team,
  type TeamBulkBody,
  type TeamCreateBody,
  type TeamList,
  type TeamListQuery,
  type TeamMemberList,
  type TeamMemberListQuery,
  type TeamUpdateBody,
} from "@chorus/shared/people/team.contract";
import type { Tx } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { recountTeams } from "../me/index.ts";
import { findGroup } from "./group.repository.ts";
import { keysetPage, pageOf } from "./keyset.repository.ts";
import { coversGroup, loadPeopleScope, OUTSIDE_OWN_GROUP, type PeopleScope } from "./people.scope.ts";
import { presentTeam } from "./team.presenter.ts";
import {
  activeUsers,
  addMembers,
  deleteTeam,
  existingChannelIds,
  findTeam,
  insertTeam,
  listMembers,
  listTeamRows,
  memberAddedKey,
  memberCountOf,
  memberNameKey,
  removeMembers,
  type TeamChanges,
  type TeamWithGroup,
  teamNameTaken,
  updateTeam,
} from "./team.repository.ts";
import { groupIdOfUser, userIdColumn } from "./user-admin.repository.ts";

export const TEAM_NAME_TAKEN = "A team with this name already exists in the group.";
export const TEAM_GROUP_REQUIRED = "Please choose the team's group.";
export const TEAM_GROUPS_DISABLED = "Groups are not enabled for your company: a team belongs to no group.";
export const MEMBERS_OF_OTHER_GROUP = "Only members of the team's group can join the team.";
export const TEAM_OTHER_GROUPS = "You can only see the teams of your own group.";

/** A team of the company the actor administers; another tenant's is not found. */
async function loadTeamInScope(ctx: RequestContext, teamId: string) {
  const [row, scope] = await Promise.all([findTeam(ctx.db, ctx.companyId, teamId), loadPeopleScope(ctx)]);
  if (!row) throw notFound("Team not found");
  if (!coversGroup(scope, row.groupId)) throw forbidden(OUTSIDE_OWN_GROUP);
  return { row, scope };
}

/**
 * GET /api/team. Managers see every team (or one group's); anyone else the teams of their own
 * group and of the groups they administer. onlySuggestedForGroupOnStep keeps one onboarding level.
 */
export async function listTeams(ctx: RequestContext, query: TeamListQuery): Promise<TeamList> {
  let groupIds: string[] | undefined;
  if (!isManager(ctx.actor.role)) {
    const [scope, ownGroupId] = await Promise.all([
      loadPeopleScope(ctx),
      groupIdOfUser(ctx.db, ctx.companyId, ctx.actor.userId),
    ]);
    groupIds = [...scope.groupIds, ...(ownGroupId ? [ownGroupId] : [])];
    if (query.groupId !== undefined && !groupIds.includes(query.groupId)) throw forbidden(TEAM_OTHER_GROUPS);
  }
  if (query.groupId !== undefined) groupIds = [query.groupId];
  const rows = await listTeamRows(ctx.db, ctx.companyId, {
    groupIds,
    level: query.onlySuggestedForGroupOnStep,
    onlySuggested: query.onlySuggested,
  });
  return { teamList: rows.map(presentTeam) };
}

export async function getTeam(ctx: RequestContext, teamId: string): Promise<Team> {
  return presentTeam((await loadTeamInScope(ctx, teamId)).row);
}

/** Channels named by a team must be the company's. */
async function requireChannels(tx: Tx, companyId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await existingChannelIds(tx, companyId, unique);
  if (found.length !== unique.length) throw notFound("Channel not found");
}

/** The group a new team goes to: required with groups on (a group admin's only group by default), none without. */
async function groupForNewTeam(ctx: RequestContext, scope: PeopleScope, groupId: string | undefined) {
  // Another tenant's group is not found, whatever this company's settings.
  if (groupId !== undefined && !(await findGroup(ctx.db, ctx.companyId, groupId)))
    throw notFound("Group not found");
  if (!scope.isGroupEnabled) {
    if (groupId !== undefined) throw badRequest(TEAM_GROUPS_DISABLED);
    return null;
  }
  const chosen =
    groupId ?? (!scope.companyWide && scope.groupIds.length === 1 ? scope.groupIds[0] : undefined);
  if (chosen === undefined) throw badRequest(TEAM_GROUP_REQUIRED);
  if (!coversGroup(scope, chosen)) throw forbidden(OUTSIDE_OWN_GROUP);
  return chosen;
}

/** POST /api/team: a new team has no members and the channel lists given. */
export async function createTeam(ctx: RequestContext, body: TeamCreateBody): Promise<Team> {
  const scope = await loadPeopleScope(ctx);
  const groupId = await groupForNewTeam(ctx, scope, body.groupId);
  const id = await ctx.db.transaction(async (tx) => {
    if (await teamNameTaken(tx, ctx.companyId, groupId, body.name))
      throw new AppError(409, "409.0", TEAM_NAME_TAKEN);
    const mandatory = body.mandatoryChannelList ?? [];
    const recommended = body.recommendedChannelList ?? [];
    await requireChannels(tx, ctx.companyId, [...mandatory, ...recommended]);
    const now = new Date();
    const row = await insertTeam(tx, {
      id: newObjectId(now),
      companyId: ctx.companyId,
      groupId,
      name: body.name,
      level: body.level ?? 1,
      mandatoryChannelIdList: [...new Set(mandatory)],
      recommendedChannelIdList: [...new Set(recommended)],
      createdAt: now,
    });
    return row.id;
  });
  return getTeam(ctx, id);
}

function changesOf(body: TeamUpdateBody): TeamChanges {
  return {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.level === undefined ? {} : { level: body.level }),
    ...(body.mandatoryChannelList === undefined
      ? {}
      : { mandatoryChannelIdList: [...new Set(body.mandatoryChannelList)] }),
    ...(body.recommendedChannelList === undefined
      ? {}
      : { recommendedChannelIdList: [...new Set(body.recommendedChannelList)] }),
  };
}

async function applyTeamChanges(ctx: RequestContext, tx: Tx, row: TeamWithGroup, body: TeamUpdateBody) {
  if (body.name !== undefined && (await teamNameTaken(tx, ctx.companyId, row.groupId, body.name, row.id)))
    throw new AppError(409, "409.0", TEAM_NAME_TAKEN);
  await requireChannels(tx, ctx.companyId, [
    ...(body.mandatoryChannelList ?? []),
    ...(body.recommendedChannelList ?? []),
  ]);
  await updateTeam(tx, ctx.companyId, row.id, changesOf(body));
}

/** PUT /api/team/{teamId}: rename, change its level or its channels. */
export async function editTeam(ctx: RequestContext, teamId: string, body: TeamUpdateBody): Promise<Team> {
  const { row } = await loadTeamInScope(ctx, teamId);
  await ctx.db.transaction((tx) => applyTeamChanges(ctx, tx, row, body));
  return getTeam(ctx, teamId);
}

/** POST /api/team_bulk: several teams changed at once, all or none. */
export async function bulkEditTeams(ctx: RequestContext, body: TeamBulkBody): Promise<{ teamList: Team[] }> {
  const ids = body.teamList.map((t) => t._id);
  if (new Set(ids).size !== ids.length) throw badRequest("Each team may appear only once.");
  const loaded: { row: TeamWithGroup; changes: TeamUpdateBody }[] = [];
  for (const { _id, ...changes } of body.teamList)
    loaded.push({ row: (await loadTeamInScope(ctx, _id)).row, changes });
  await ctx.db.transaction(async (tx) => {
    for (const { row, changes } of loaded) await applyTeamChanges(ctx, tx, row, changes);
  });
  return { teamList: await Promise.all(ids.map((id) => getTeam(ctx, id))) };
}

/** DELETE /api/team/{teamId}: its memberships go with it; the people stay in their group. */
export async function removeTeam(ctx: RequestContext, teamId: string) {
  await loadTeamInScope(ctx, teamId);
  await ctx.db.transaction((tx) => deleteTeam(tx, ctx.companyId, teamId));
  return { _id: teamId, deleted: true as const };
}

/** POST /api/team/{teamId}/member/add: only active members of the team's group may join. */
export async function addTeamMembers(ctx: RequestContext, teamId: string, userIdList: readonly string[]) {
  const { row } = await loadTeamInScope(ctx, teamId);
  const ids = [...new Set(userIdList)];
  const users = await activeUsers(ctx.db, ctx.companyId, ids);
  if (users.length !== ids.length) throw notFound("User not found");
  if (row.groupId !== null && users.some((u) => u.groupId !== row.groupId))
    throw badRequest(MEMBERS_OF_OTHER_GROUP);
  await ctx.db.transaction(async (tx) => {
    await addMembers(tx, ctx.companyId, teamId, ids);
    await recountTeams(tx, ctx.companyId, [teamId]);
  });
  return { _id: teamId, memberCount: await memberCountOf(ctx.db, ctx.companyId, teamId) };
}

/** DELETE /api/team/{teamId}/member/remove: the listed members, or all with selectAll. */
export async function removeTeamMembers(
  ctx: RequestContext,
  teamId: string,
  body: { userIdList: string[]; selectAll: boolean },
) {
  await loadTeamInScope(ctx, teamId);
  await ctx.db.transaction(async (tx) => {
    await removeMembers(tx, ctx.companyId, teamId, body.selectAll ? "all" : body.userIdList);
    await recountTeams(tx, ctx.companyId, [teamId]);
  });
  return { _id: teamId, memberCount: await memberCountOf(ctx.db, ctx.companyId, teamId) };
}

/** GET /api/team/{teamId}/member/list: keyset pages by name or by date added; isFull gives up to 1000. */
export async function listTeamMembers(
  ctx: RequestContext,
  teamId: string,
  query: TeamMemberListQuery,
): Promise<TeamMemberList> {
  await loadTeamInScope(ctx, teamId);
  const byName = query.sortAttr === "name";
  const key = byName ? memberNameKey : memberAddedKey;
  const { after, orderBy } = keysetPage(key, userIdColumn, byName ? "text" : "timestamp", query.sortReverse, {
    fromId: query.fromId,
    lastSortValue: query.lastSortValue,
  });
  const pageSize = query.isFull ? 1000 : TEAM_MEMBER_PAGE_SIZE;
  const rows = await listMembers(ctx.db, ctx.companyId, teamId, {
    key,
    after,
    orderBy,
    searchTerm: query.searchTerm,
    limit: pageSize + 1,
  });
  const { page, next } = pageOf(rows, pageSize, (r) => ({
    fromId: r._id,
    lastSortValue: byName ? r.sortValue : r.addedAt.toISOString(),
  }));
  return {
    memberList: page.map(({ sortValue: _sortValue, addedAt, ...member }) => ({
      ...member,
      addedAt: addedAt.toISOString(),
    })),
    next,
  };
}
