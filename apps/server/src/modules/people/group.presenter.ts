import type { Group } from "@chorus/shared/people/group.contract";
import type { GroupRow } from "./group.repository.ts";

type Admin = Group["adminList"][number];

/** Row → the spec's Group (access §3). */
export function presentGroup(row: GroupRow, adminList: readonly Admin[]): Group {
  return {
    _id: row.id,
    name: row.name,
    seatLimit: row.seatLimit,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    adminList: [...adminList],
    invitationTemplate: row.invitationTemplate,
    invitationPermissions: row.invitationPermissions,
  };
}
