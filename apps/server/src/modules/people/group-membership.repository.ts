import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, groupAdmin, userGroup } from "../../db/schema/index.ts";

/**
 * Who belongs to and who runs a group: the facts every group-scoped library (resources,
 * documents, shortcuts), the invitation queue and people administration check before they let
 * someone read or edit a group's list. People owns them; the others import them from its index.
 */

/** Whether the group exists in the company. */
export async function groupExists(db: Queryable, companyId: string, groupId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userGroup.id })
    .from(userGroup)
    .where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)))
    .limit(1);
  return rows.length > 0;
}

/** The user's group, or null (also for a user not in the company). */
export async function findUserGroupId(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<string | null> {
  const [user] = await db
    .select({ groupId: appUser.groupId })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .limit(1);
  return user?.groupId ?? null;
}

/** The groups a user administers (group_admin rows; the active role is the caller's concern). */
export async function findAdministeredGroupIds(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .select({ groupId: groupAdmin.groupId })
    .from(groupAdmin)
    .where(and(eq(groupAdmin.companyId, companyId), eq(groupAdmin.userId, userId)));
  return rows.map((row) => row.groupId);
}
