import { ERROR_CODES } from "@chorus/shared/errors/error-codes";
import type {
  InviteResult,
  invitationListQuerySchema,
  LaunchSetup,
  launchCreateBodySchema,
} from "@chorus/shared/invitation/invitation.contract";
import {
  INVITE_ROLE_LABEL,
  inviteRoleChoices,
  roleOfInvite,
} from "@chorus/shared/invitation/invitation.rules";
import type { z } from "zod";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { presentInvitation } from "./invitation.presenter.ts";
import {
  deleteInvitations,
  findGroup,
  findOpenInvitations,
  findUser,
  groupsOfCompany,
  type InvitationKind,
  type InvitationScope,
  listInvitations,
  teamsOfCompany,
} from "./invitation.repository.ts";
import { createInvitations, smsLabOn } from "./invitation-create.service.ts";
import { deliverInvitation } from "./invitation-delivery.service.ts";
import { adminScopeOf, requireGroup } from "./invitation-scope.ts";
import { sendNow } from "./invitation-send.service.ts";

type Deps = Pick<AppDeps, "config" | "mailer" | "jobs">;
type ListQuery = z.output<typeof invitationListQuerySchema>;

export const TEAM_NOT_IN_GROUP = "Please choose teams of the invitation's group.";
export const GROUP_REQUIRED = "Please select a group.";

async function companyOf(ctx: RequestContext) {
  const company = await findCompany(ctx.db, ctx.companyId);
  if (!company) throw notFound("Company not found");
  return company;
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** GET /api/user/launch/setup: groups in the caller's reach with seats and templates, teams, roles. */
export async function launchSetup(ctx: RequestContext): Promise<LaunchSetup> {
  const [company, scope, me] = await Promise.all([
    companyOf(ctx),
    adminScopeOf(ctx),
    findUser(ctx.db, ctx.companyId, ctx.actor.userId),
  ]);
  const groups = (await groupsOfCompany(ctx.db, ctx.companyId)).filter(
    (g) => scope.companyWide || scope.groupIds.includes(g.id),
  );
  const groupIds = new Set(groups.map((g) => g.id));
  const teams = (await teamsOfCompany(ctx.db, ctx.companyId)).filter(
    (t) => !company.isGroupEnabled || scope.companyWide || (t.groupId !== null && groupIds.has(t.groupId)),
  );
  return {
    isGroupEnabled: company.isGroupEnabled,
    showGroupStep: company.isGroupEnabled && scope.companyWide,
    smsLab: smsLabOn(company.labList),
    inviterName: me ? fullName(me).slice(0, 25) : "",
    defaultMessage: company.defaultInvitationMessage,
    roleList: inviteRoleChoices(ctx.actor.role, company.isGroupEnabled).map((value) => ({
      value,
      label: INVITE_ROLE_LABEL[value],
    })),
    groupList: groups.map((g) => ({
      _id: g.id,
      name: g.name,
      seatLimit: g.seatLimit,
      memberCount: g.memberCount,
      ...g.invitationTemplate,
    })),
    teamList: teams.map((t) => ({
      _id: t.id,
      name: t.name,
      groupId: t.groupId,
      groupName: t.groupName ?? "",
    })),
  };
}

/**
 * POST /api/user/launch: the role must be one the caller may grant (403.1), the group one they
 * reach (group admins: their own), the teams of that group.
 */
export async function createLaunch(
  ctx: RequestContext,
  deps: Deps,
  body: z.output<typeof launchCreateBodySchema>,
): Promise<InviteResult> {
  const company = await companyOf(ctx);
  const scope = await adminScopeOf(ctx);
  if (!inviteRoleChoices(ctx.actor.role, company.isGroupEnabled).includes(body.roleId)) {
    throw new AppError(403, "403.1", ERROR_CODES["403.1"]);
  }
  let groupId = body.groupId ?? null;
  if (groupId === null && !scope.companyWide) groupId = scope.groupIds[0] ?? null;
  if (groupId === null && company.isGroupEnabled) throw badRequest(GROUP_REQUIRED);
  if (groupId !== null) {
    requireGroup(scope, groupId);
    if (!(await findGroup(ctx.db, ctx.companyId, groupId))) throw notFound("Group not found");
  }
  const teams = await teamsOfCompany(ctx.db, ctx.companyId);
  const teamGroup = new Map(teams.map((t) => [t.id, t.groupId]));
  for (const invitee of body.inviteeList) {
    for (const teamId of invitee.teamIdList) {
      if (!teamGroup.has(teamId)) throw notFound("Team not found");
      if (groupId !== null && teamGroup.get(teamId) !== groupId) throw badRequest(TEAM_NOT_IN_GROUP);
    }
  }
  const me = await findUser(ctx.db, ctx.companyId, ctx.actor.userId);
  const scheduledAt =
    body.sendingType === "scheduled" && body.scheduledAt ? new Date(body.scheduledAt) : null;
  if (scheduledAt && scheduledAt.getTime() < Date.now() - 60_000) {
    throw badRequest("The schedule cannot be in the past.");
  }
  return createInvitations(
    { ...deps, db: ctx.db },
    {
      companyId: ctx.companyId,
      kind: "launch",
      inviterId: ctx.actor.userId,
      inviterName: body.inviterName || (me ? fullName(me) : "").slice(0, 25),
      groupId,
      roleId: roleOfInvite(body.roleId) === "sharer" ? "" : body.roleId,
      message: body.message,
      invitationSignature: body.invitationSignature,
      scheduledAt,
      smsLab: smsLabOn(company.labList),
      allowedDomains: company.domainSet.map((d) => d.toLowerCase()),
    },
    body.inviteeList,
  );
}

/** Launch lists: managers see all, group admins their groups'. */
export async function launchScope(ctx: RequestContext): Promise<InvitationScope> {
  const scope = await adminScopeOf(ctx);
  return scope.companyWide ? { all: true } : { groupIds: scope.groupIds };
}

export async function listOf(
  ctx: RequestContext,
  kind: InvitationKind,
  scope: InvitationScope,
  query: ListQuery,
) {
  const rows = await listInvitations(ctx.db, ctx.companyId, kind, scope, query);
  return { invitationList: rows.map((r) => presentInvitation(r.row, r.groupName)) };
}

/** Deletes the open ones of the list in scope; the queue entry of a queued one goes with it. */
export async function deleteOf(
  ctx: RequestContext,
  kind: InvitationKind,
  scope: InvitationScope,
  ids: string[],
) {
  const rows = await findOpenInvitations(ctx.db, ctx.companyId, kind, scope, ids);
  const count = await ctx.db.transaction((tx) =>
    deleteInvitations(
      tx,
      ctx.companyId,
      rows.map((r) => r.id),
    ),
  );
  return { count };
}

/** PUT /api/user/launch/send: the scheduled ones go out now (seats allowing). */
export async function sendLaunchNow(ctx: RequestContext, deps: Deps, ids: string[]) {
  const rows = (
    await findOpenInvitations(ctx.db, ctx.companyId, "launch", await launchScope(ctx), ids)
  ).filter((r) => r.status === "scheduled");
  const byGroup = new Map<string, typeof rows>();
  for (const row of rows) byGroup.set(row.groupId ?? "", [...(byGroup.get(row.groupId ?? "") ?? []), row]);
  let count = 0;
  for (const group of byGroup.values())
    count += (await sendNow({ ...deps, db: ctx.db }, group)).delivered.length;
  return { count };
}

/** Reminders: a new link to invitees who have not accepted. */
export async function remindOf(
  ctx: RequestContext,
  deps: Deps,
  kind: InvitationKind,
  scope: InvitationScope,
  ids: string[],
) {
  const rows = (await findOpenInvitations(ctx.db, ctx.companyId, kind, scope, ids)).filter(
    (r) => r.status === "sent" || r.status === "failed",
  );
  let count = 0;
  for (const row of rows) {
    if ((await deliverInvitation({ ...deps, db: ctx.db }, row, { reminder: true })).sent) count++;
  }
  return { count };
}
