import { isManager, type Role } from "@chorus/shared/access/roles";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { findAdministeredGroupIds } from "../people/index.ts";

/** Who sends advanced invites and runs the queue: managers everywhere, group admins in their groups. */
export const INVITE_ADMIN_ROLES: readonly Role[] = ["admin", "partner", "smarper", "group_admin"];
export const OUTSIDE_OWN_GROUP = "Group admins can only manage their own group.";

export interface AdminScope {
  companyWide: boolean;
  groupIds: string[];
}

export async function adminScopeOf(ctx: RequestContext): Promise<AdminScope> {
  if (isManager(ctx.actor.role)) return { companyWide: true, groupIds: [] };
  if (ctx.actor.role !== "group_admin") return { companyWide: false, groupIds: [] };
  return {
    companyWide: false,
    groupIds: await findAdministeredGroupIds(ctx.db, ctx.companyId, ctx.actor.userId),
  };
}

/** null = every group. */
export const groupFilterOf = (scope: AdminScope): string[] | null =>
  scope.companyWide ? null : scope.groupIds;

export function requireGroup(scope: AdminScope, groupId: string | null): void {
  if (scope.companyWide) return;
  if (groupId === null || !scope.groupIds.includes(groupId)) throw forbidden(OUTSIDE_OWN_GROUP);
}
