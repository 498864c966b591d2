import { isManager, type Role } from "@chorus/shared/access/roles";
import type { Session2 } from "@chorus/shared/session/session.contract";

/** Moving users between groups is for company managers (the server refuses group admins). */
export const mayMoveGroups = (session: Session2) => isManager(session.role) && session.company.isGroupEnabled;

/** Bulk actions the caller may run on a selection: all of them need at least one selected row. */
export type BulkAction = "move" | "role" | "reset" | "remove" | "mail";

export function bulkActionsFor(session: Session2): BulkAction[] {
  const actions: BulkAction[] = [];
  if (mayMoveGroups(session)) actions.push("move");
  actions.push("role", "reset", "remove", "mail");
  return actions;
}

/** The roles shown as filters: the ones that exist in the company's setup. */
export function roleFilterChoices(session: Session2): Role[] {
  const roles: Role[] = ["sharer", "channel_analyst", "channel_manager"];
  if (session.company.isGroupEnabled) roles.push("group_admin");
  roles.push("admin", "partner", "smarper");
  return roles;
}

/** Page count of the directory (20 a page), at least one. */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
