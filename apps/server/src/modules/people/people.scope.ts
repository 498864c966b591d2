import { isManager, MANAGER_ROLES, type Role } from "@chorus/shared/access/roles";
import type { Actor, RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { findAdministeredGroupIds } from "./group-membership.repository.ts";

/** People administration at the door: company managers and group admins; channel managers not at all. */
export const PEOPLE_ADMIN_ROLES: readonly Role[] = [...MANAGER_ROLES, "group_admin"];
export const peopleAdmins = { access: { roles: PEOPLE_ADMIN_ROLES } };
export const managersOnly = { access: { roles: MANAGER_ROLES } };
export const isPeopleAdmin = (actor: Actor) => PEOPLE_ADMIN_ROLES.includes(actor.role);

export const OUTSIDE_OWN_GROUP = "Group admins can only manage their own group.";

/**
 * Where the actor administers people: the whole company (managers) or the groups they administer
 * (group admins, following the active role as resources and channels do).
 */
export interface PeopleScope {
  companyWide: boolean;
  groupIds: string[];
  isGroupEnabled: boolean;
}

export async function loadPeopleScope(ctx: RequestContext): Promise<PeopleScope> {
  const [company, administered] = await Promise.all([
    findCompany(ctx.db, ctx.companyId),
    ctx.actor.role === "group_admin"
      ? findAdministeredGroupIds(ctx.db, ctx.companyId, ctx.actor.userId)
      : Promise.resolve([]),
  ]);
  return {
    companyWide: isManager(ctx.actor.role),
    groupIds: administered,
    isGroupEnabled: company?.isGroupEnabled ?? false,
  };
}

export const coversGroup = (scope: PeopleScope, groupId: string | null): boolean =>
  scope.companyWide || (groupId !== null && scope.groupIds.includes(groupId));

/** 403 unless the scope reaches the group (a group admin outside their own group). */
export function requireGroupInScope(scope: PeopleScope, groupId: string | null): void {
  if (!coversGroup(scope, groupId)) throw forbidden(OUTSIDE_OWN_GROUP);
}
