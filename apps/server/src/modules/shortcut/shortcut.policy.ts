import { isManager } from "@chorus/shared/access/roles";
import { COMPANY_SHORTCUTS } from "@chorus/shared/shortcut/shortcut.contract";
import {
  canEditShortcuts,
  canReadShortcuts,
  type ShortcutViewer,
} from "@chorus/shared/shortcut/shortcut.rules";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { findAdministeredGroupIds, findUserGroupId, groupExists } from "./shortcut.repository.ts";

/** The viewer facts of the shortcut rules, read once per request; group-admin powers follow the active role. */
export async function loadShortcutViewer(ctx: RequestContext): Promise<ShortcutViewer> {
  const { db, companyId, actor } = ctx;
  const [groupId, administeredGroupIds] = await Promise.all([
    findUserGroupId(db, companyId, actor.userId),
    actor.role === "group_admin"
      ? findAdministeredGroupIds(db, companyId, actor.userId)
      : Promise.resolve([]),
  ]);
  return { isCompanyManager: isManager(actor.role), groupId, administeredGroupIds };
}

/** "company" → null; a group id must be one of this company's groups (another tenant's: 404). */
export async function placeOf(ctx: RequestContext, selector: string): Promise<string | null> {
  if (selector === COMPANY_SHORTCUTS) return null;
  if (!(await groupExists(ctx.db, ctx.companyId, selector))) throw notFound("Group not found");
  return selector;
}

/** A group's list is its members', its admins' and the managers' (others: 403; the group exists and is theirs to know). */
export function requireRead(viewer: ShortcutViewer, groupId: string | null): void {
  if (!canReadShortcuts(viewer, { groupId })) throw forbidden("Only the group's members see its shortcuts.");
}

export function requireEdit(viewer: ShortcutViewer, groupId: string | null): void {
  if (!canEditShortcuts(viewer, { groupId }))
    throw forbidden("Shortcuts are edited by managers, and by group admins for their groups.");
}
