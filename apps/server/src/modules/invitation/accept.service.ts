import {
  ACCEPTED_INVITATION_NOTIFICATION,
  INVITE_POINTS_REASON,
} from "@chorus/shared/invitation/invitation.contract";
import { type InviteRoleId, roleOfInvite } from "@chorus/shared/invitation/invitation.rules";
import type { Db } from "../../db/client.ts";
import { hashToken } from "../../platform/crypto.ts";
import { mailText } from "../../platform/mail/index.ts";
import { findCompany } from "../company/index.ts";
import { lockGroup, recountGroups } from "../me/index.ts";
import { notificationText, notify } from "../notification/index.ts";
import { creditPoints } from "../points/index.ts";
import {
  findUser,
  lockInvitationByToken,
  markInvitation,
  markUserSignedIn,
} from "./invitation.repository.ts";
import { createInviteeAccount, seatInvitee } from "./invitation-admission.service.ts";
import { enqueueUser } from "./queue.repository.ts";

export type AcceptOutcome =
  | { ok: true; companyId: string; userId: string; role: string }
  | { ok: false; reason: "invalid" | "expired" | "used" };

/**
 * GET /auth/invitation/{token}: the invitee accepts. Their account is made now (or was made when
 * they were queued) with the invitation's role, group and teams and the default channels; a full
 * group queues them (onboarding then shows the unavailable step). The inviter hears of it
 * (accepted_invitation, unless switched off) and earns the company's invitePoint. The link works
 * once; the caller signs the account in and onboarding takes over.
 */
export async function acceptInvitation(db: Db, token: string, now = new Date()): Promise<AcceptOutcome> {
  if (token.length > 200) return { ok: false, reason: "invalid" };
  return db.transaction(async (tx) => {
    const row = await lockInvitationByToken(tx, hashToken(token));
    if (!row) return { ok: false as const, reason: "invalid" as const };
    if (row.status === "accepted") return { ok: false as const, reason: "used" as const };
    if (row.status !== "sent" || !row.tokenExpiresAt || row.tokenExpiresAt <= now) {
      return { ok: false as const, reason: "expired" as const };
    }
    const company = await findCompany(tx, row.companyId);
    if (!company) return { ok: false as const, reason: "invalid" as const };
    const role = roleOfInvite((row.roleId || "") as InviteRoleId);
    let userId = row.userId;
    if (userId === null) {
      if (row.groupId) await recountGroups(tx, row.companyId, [row.groupId]);
      const group = row.groupId ? await lockGroup(tx, row.companyId, row.groupId) : null;
      const full = group !== null && group.seatLimit - group.memberCount < 1;
      userId = await createInviteeAccount(tx, row, {
        groupId: null,
        role,
        language: company.defaultPlatformLanguage,
      });
      // The address got an account meanwhile (registered, another invitation): the link is spent.
      if (!userId) return { ok: false as const, reason: "used" as const };
      if (full && row.groupId) await enqueueUser(tx, row.companyId, userId, row.groupId);
      else await seatInvitee(tx, row.companyId, userId, row.groupId, row.teamIdList);
    }
    const user = await findUser(tx, row.companyId, userId);
    if (!user?.isActive) return { ok: false as const, reason: "invalid" as const };
    await markInvitation(tx, row.companyId, row.id, {
      status: "accepted",
      acceptedAt: now,
      userId,
    });
    await markUserSignedIn(tx, row.companyId, userId, now);
    const inviter = await findUser(tx, row.companyId, row.inviterId);
    if (inviter?.isActive) {
      const name =
        `${user.firstName} ${user.lastName}`.trim() ||
        user.email ||
        user.phoneNumber ||
        mailText(inviter.language, "invitation.aColleague");
      if (inviter.notificationSettings.acceptedInvitation !== false) {
        await notify(
          { db: tx },
          {
            companyId: row.companyId,
            userId: inviter.id,
            type: ACCEPTED_INVITATION_NOTIFICATION,
            textHtml: notificationText("invitationAccepted", { name, company: company.name }),
            webUrl: "/user/launch",
            referencerTitle: name,
          },
        );
      }
      await creditPoints(
        { db: tx },
        {
          companyId: row.companyId,
          userId: inviter.id,
          stars: company.invitePoint,
          reason: INVITE_POINTS_REASON,
          postId: null,
        },
      );
    }
    return { ok: true as const, companyId: row.companyId, userId, role: user.role };
  });
}
