import { isManager } from "@chorus/shared/access/roles";
import type { InviteResult } from "@chorus/shared/invitation/invitation.contract";
import { splitInviteInput } from "@chorus/shared/invitation/invitation.rules";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { findGroup, findUser, type InvitationScope } from "./invitation.repository.ts";
import { createInvitations, smsLabOn } from "./invitation-create.service.ts";
import { adminScopeOf } from "./invitation-scope.ts";
import { fullName } from "./launch.service.ts";

type Deps = Pick<AppDeps, "config" | "mailer" | "jobs">;

export const REFERRAL_NOT_ALLOWED = "Your group does not allow inviting colleagues.";

/**
 * Who may send referral invites (access §2): managers and group admins always; others only when
 * their group allows sharer invites and has at least one allowed domain. Managers write whole
 * addresses (full mode); the others pick from the group's domains.
 */
async function referralRights(ctx: RequestContext) {
  const company = await findCompany(ctx.db, ctx.companyId);
  if (!company) throw notFound("Company not found");
  const me = await findUser(ctx.db, ctx.companyId, ctx.actor.userId);
  const group = me?.groupId ? await findGroup(ctx.db, ctx.companyId, me.groupId) : null;
  const privileged = isManager(ctx.actor.role) || ctx.actor.role === "group_admin";
  const permissions = group?.invitationPermissions ?? { sharerInviteEnabled: false, emailDomainList: [] };
  const domainList = (privileged ? company.domainSet : permissions.emailDomainList).map((d) =>
    d.toLowerCase(),
  );
  const canInvite = privileged || (permissions.sharerInviteEnabled && permissions.emailDomainList.length > 0);
  return { company, me, group, canInvite, fullMode: isManager(ctx.actor.role), domainList };
}

export async function referralSetup(ctx: RequestContext) {
  const rights = await referralRights(ctx);
  return {
    canInvite: rights.canInvite,
    fullMode: rights.fullMode,
    domainList: rights.domainList,
    defaultMessage:
      rights.group?.invitationTemplate.invitationTemplate || rights.company.defaultInvitationMessage,
  };
}

/** POST /api/user/invitation: the referral send; invitees join the inviter's group as Users. */
export async function sendReferral(
  ctx: RequestContext,
  deps: Deps,
  body: { list: string; message: string },
): Promise<InviteResult> {
  const rights = await referralRights(ctx);
  if (!rights.canInvite) throw forbidden(REFERRAL_NOT_ALLOWED);
  return createInvitations(
    { ...deps, db: ctx.db },
    {
      companyId: ctx.companyId,
      kind: "referral",
      inviterId: ctx.actor.userId,
      inviterName: rights.me ? fullName(rights.me).slice(0, 25) : "",
      groupId: rights.me?.groupId ?? null,
      roleId: "",
      message: body.message,
      invitationSignature: "",
      scheduledAt: null,
      smsLab: smsLabOn(rights.company.labList),
      allowedDomains: rights.domainList,
    },
    splitInviteInput(body.list).map((email) => ({ email, teamIdList: [] })),
  );
}

/** Referral lists: managers everything, group admins their groups', everyone else their own. */
export async function referralScope(ctx: RequestContext): Promise<InvitationScope> {
  const scope = await adminScopeOf(ctx);
  if (scope.companyWide) return { all: true };
  if (ctx.actor.role === "group_admin") return { groupIds: scope.groupIds };
  return { inviterId: ctx.actor.userId };
}
