import { isManager, type Role } from "../access/roles.ts";

/**
 * The roles a caller may hand out (access §6, invite role choices): User always; Group admin when
 * groups are enabled; Company Admin for admin; Company Admin and Partner for partner; Company
 * Admin, Partner and Smarper for smarper. A group admin grants only User and Group admin.
 */
export function grantableRoles(callerRole: Role, isGroupEnabled: boolean): Role[] {
  const roles: Role[] = ["sharer"];
  if (isGroupEnabled && (isManager(callerRole) || callerRole === "group_admin")) roles.push("group_admin");
  if (callerRole === "admin") roles.push("admin");
  if (callerRole === "partner") roles.push("admin", "partner");
  if (callerRole === "smarper") roles.push("admin", "partner", "smarper");
  return roles;
}

/** Channel duties ride on a User-level account: whoever may manage a User may manage these. */
const USER_LEVEL: readonly Role[] = ["sharer", "channel_analyst", "channel_manager"];

/**
 * Whether the caller may administer an account holding `targetRole` (edit, reset, remove, change
 * role): only accounts whose role the caller could have granted, so nobody reaches above their rank.
 */
export function mayAdministerRole(callerRole: Role, isGroupEnabled: boolean, targetRole: Role): boolean {
  if (!isManager(callerRole) && callerRole !== "group_admin") return false;
  if (USER_LEVEL.includes(targetRole)) return true;
  return grantableRoles(callerRole, isGroupEnabled).includes(targetRole);
}

/** Where a keyset page stops: the sort value and id of its last row. */
export interface Keyset {
  fromId: string;
  lastSortValue: string;
}
