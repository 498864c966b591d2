import type { Invitation } from "@chorus/shared/invitation/invitation.contract";
import type { InvitationRow } from "./invitation.repository.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ROLE_IDS = ["", "group_admin", "admin", "partner", "smarper"] as const;

export function presentInvitation(row: InvitationRow, groupName: string | null): Invitation {
  return {
    _id: row.id,
    kind: row.kind === "referral" ? "referral" : "launch",
    email: row.email,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    groupId: row.groupId,
    groupName,
    roleId: (ROLE_IDS as readonly string[]).includes(row.roleId) ? (row.roleId as Invitation["roleId"]) : "",
    teamIdList: row.teamIdList,
    status: row.status as Invitation["status"],
    inviterId: row.inviterId,
    inviterName: row.inviterName,
    scheduledAt: iso(row.scheduledAt),
    sentAt: iso(row.sentAt),
    remindedAt: iso(row.remindedAt),
    acceptedAt: iso(row.acceptedAt),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
