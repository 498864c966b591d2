import { roleSchema } from "@chorus/shared/access/roles";
import type { AdminUser } from "@chorus/shared/people/user-admin.contract";
import type { UserRow } from "./user-admin.repository.ts";

/** Row → a user as an administrator sees them; an unknown stored role reads as sharer. */
export function presentAdminUser(
  row: UserRow,
  teamList: readonly { _id: string; name: string }[],
): AdminUser {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: roleSchema.catch("sharer").parse(row.role),
    groupId: row.groupId,
    groupName: row.groupName,
    teamList: [...teamList],
    language: row.language,
    Star: row.star,
    Coin: row.coin,
    isActive: row.isActive,
    isFresh: row.isFresh,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}
