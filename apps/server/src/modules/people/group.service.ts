import { newObjectId } from "@chorus/shared/ids/object-id";
import type {
  EmailManagers,
  Group,
  GroupCreateBody,
  GroupList,
  GroupUpdateBody,
  InvitationPermission,
  InvitationTemplate,
} from "@chorus/shared/people/group.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { presentGroup } from "./group.presenter.ts";
import {
  adminsOfGroups,
  deleteGroupAndTeams,
  findGroup,
  type GroupChanges,
  type GroupRow,
  groupDependants,
  groupNameTaken,
  insertGroup,
  listGroupRows,
  replaceEmailManagers,
  updateGroup,
} from "./group.repository.ts";
import { loadPeopleScope, requireGroupInScope } from "./people.scope.ts";
import { admitNextInQueue } from "./seat-release.ts";
import { findUsers } from "./user-admin.repository.ts";

export const GROUPS_DISABLED = "Groups are not enabled for your company.";
export const GROUP_NAME_TAKEN = "A group with this name already exists.";
export const SEATS_BELOW_MEMBERS = "The seat limit cannot be lower than the group's member count.";
export const GROUP_HAS_MEMBERS = "This group still has members. Move them to another group first.";
export const GROUP_HAS_QUEUE = "People are queued for this group. Remove them from the queue first.";
export const GROUP_HAS_CHANNELS = "This group still has channels. Move or delete them first.";
export const GROUP_HAS_RESOURCES = "This group still has resources. Move or delete them first.";

async function withAdmins(ctx: RequestContext, row: GroupRow): Promise<Group> {
  const admins = await adminsOfGroups(ctx.db, ctx.companyId, [row.id]);
  return presentGroup(row, admins.get(row.id) ?? []);
}

/** A group of the company inside the actor's scope; another tenant's is not found. */
export async function loadGroupInScope(ctx: RequestContext, groupId: string): Promise<GroupRow> {
  const [group, scope] = await Promise.all([findGroup(ctx.db, ctx.companyId, groupId), loadPeopleScope(ctx)]);
  if (!group) throw notFound("Group not found");
  requireGroupInScope(scope, groupId);
  return group;
}

/** GET /api/group: managers see every group, group admins their own. */
export async function listGroups(ctx: RequestContext, filter: string | undefined): Promise<GroupList> {
  const scope = await loadPeopleScope(ctx);
  const rows = await listGroupRows(ctx.db, ctx.companyId, {
    filter,
    groupIds: scope.companyWide ? undefined : scope.groupIds,
  });
  const admins = await adminsOfGroups(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  return { groupList: rows.map((row) => presentGroup(row, admins.get(row.id) ?? [])) };
}

/** POST /api/group (managers). Names are unique in the company, whatever their case. */
export async function createGroup(ctx: RequestContext, body: GroupCreateBody): Promise<Group> {
  const scope = await loadPeopleScope(ctx);
  if (!scope.isGroupEnabled) throw badRequest(GROUPS_DISABLED);
  const row = await ctx.db.transaction(async (tx) => {
    if (await groupNameTaken(tx, ctx.companyId, body.name))
      throw new AppError(409, "409.0", GROUP_NAME_TAKEN);
    const now = new Date();
    return insertGroup(tx, {
      id: newObjectId(now),
      companyId: ctx.companyId,
      name: body.name,
      ...(body.seatLimit === undefined ? {} : { seatLimit: body.seatLimit }),
      createdAt: now,
    });
  });
  return presentGroup(row, []);
}

/** PUT /api/group/{groupId} (managers): rename, or change the seat limit (never below the members). */
export async function editGroup(
  ctx: RequestContext,
  groupId: string,
  body: GroupUpdateBody,
  deps: Pick<AppDeps, "jobs">,
): Promise<Group> {
  let raised = false;
  const row = await ctx.db.transaction(async (tx) => {
    const group = await findGroup(tx, ctx.companyId, groupId);
    if (!group) throw notFound("Group not found");
    if (body.name !== undefined && (await groupNameTaken(tx, ctx.companyId, body.name, groupId)))
      throw new AppError(409, "409.0", GROUP_NAME_TAKEN);
    if (body.seatLimit !== undefined && body.seatLimit < group.memberCount)
      throw badRequest(SEATS_BELOW_MEMBERS);
    raised = body.seatLimit !== undefined && body.seatLimit > group.seatLimit;
    return updateGroup(tx, ctx.companyId, groupId, body);
  });
  if (!row) throw notFound("Group not found");
  // A raised seat limit admits the next in the group's queue.
  if (raised) await admitNextInQueue(deps, ctx.companyId, [groupId]);
  return withAdmins(ctx, row);
}

/**
 * DELETE /api/group/{groupId} (managers). A group that still holds people, a queue, channels or
 * resources is refused (409) so nobody is left without a group and no content changes audience.
 */
export async function removeGroup(ctx: RequestContext, groupId: string) {
  await ctx.db.transaction(async (tx) => {
    const group = await findGroup(tx, ctx.companyId, groupId);
    if (!group) throw notFound("Group not found");
    const left = await groupDependants(tx, ctx.companyId, groupId);
    const refusal =
      (left.members > 0 && GROUP_HAS_MEMBERS) ||
      (left.queued > 0 && GROUP_HAS_QUEUE) ||
      (left.channels > 0 && GROUP_HAS_CHANNELS) ||
      (left.resources > 0 && GROUP_HAS_RESOURCES);
    if (refusal) throw new AppError(409, "409.0", refusal);
    await deleteGroupAndTeams(tx, ctx.companyId, groupId);
  });
  return { _id: groupId, deleted: true as const };
}

export async function getInvitationTemplate(
  ctx: RequestContext,
  groupId: string,
): Promise<InvitationTemplate> {
  return (await loadGroupInScope(ctx, groupId)).invitationTemplate;
}

export async function getInvitationPermission(
  ctx: RequestContext,
  groupId: string,
): Promise<InvitationPermission> {
  return (await loadGroupInScope(ctx, groupId)).invitationPermissions;
}

async function saveGroupSetting(ctx: RequestContext, groupId: string, changes: GroupChanges) {
  await loadGroupInScope(ctx, groupId);
  const row = await ctx.db.transaction((tx) => updateGroup(tx, ctx.companyId, groupId, changes));
  if (!row) throw notFound("Group not found");
  return row;
}

/** PUT /api/group/{groupId}/invitation/template: managers, or the group's own admins. */
export async function saveInvitationTemplate(ctx: RequestContext, groupId: string, body: InvitationTemplate) {
  return (await saveGroupSetting(ctx, groupId, { invitationTemplate: body })).invitationTemplate;
}

/** PUT /api/group/{groupId}/invitation/permission: whether sharers may invite, and to which domains. */
export async function saveInvitationPermission(
  ctx: RequestContext,
  groupId: string,
  body: InvitationPermission,
) {
  const permissions = { ...body, emailDomainList: [...new Set(body.emailDomainList)] };
  return (await saveGroupSetting(ctx, groupId, { invitationPermissions: permissions })).invitationPermissions;
}

export const EMAIL_MANAGERS_OF_GROUP = "E-mail managers must be active members of the group.";

/** PUT /api/group/{groupId}/emailManagers: managers, or the group's own admins; members of the group only. */
export async function saveEmailManagers(
  ctx: RequestContext,
  groupId: string,
  userIdList: readonly string[],
): Promise<EmailManagers> {
  await loadGroupInScope(ctx, groupId);
  const ids = [...new Set(userIdList)];
  const users = await findUsers(ctx.db, ctx.companyId, ids);
  if (users.length !== ids.length) throw notFound("User not found");
  if (users.some((u) => !u.isActive || u.groupId !== groupId)) throw badRequest(EMAIL_MANAGERS_OF_GROUP);
  const emailManagerList = await ctx.db.transaction((tx) =>
    replaceEmailManagers(tx, ctx.companyId, groupId, ids),
  );
  return { _id: groupId, emailManagerList };
}
