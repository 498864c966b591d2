import { and, eq, inArray } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { groupVisibility, userGroup } from "../../db/schema/index.ts";

export async function findGroupVisibility(db: Queryable, companyId: string, groupId: string) {
  const [row] = await db
    .select({
      isRestricted: groupVisibility.isRestricted,
      visibleGroupIdList: groupVisibility.visibleGroupIdList,
    })
    .from(groupVisibility)
    .where(and(eq(groupVisibility.companyId, companyId), eq(groupVisibility.groupId, groupId)))
    .limit(1);
  return row ?? null;
}

export async function upsertGroupVisibility(
  tx: Tx,
  companyId: string,
  groupId: string,
  value: { isRestricted: boolean; visibleGroupIdList: string[] },
) {
  await tx
    .insert(groupVisibility)
    .values({ groupId, companyId, ...value })
    .onConflictDoUpdate({
      target: groupVisibility.groupId,
      set: { ...value, updatedAt: new Date() },
      // A group id is unique across companies; the company check keeps the upsert inside the tenant.
      setWhere: eq(groupVisibility.companyId, companyId),
    });
}

/** Which of the ids are groups of the company. */
export async function existingGroupIds(db: Queryable, companyId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ id: userGroup.id })
    .from(userGroup)
    .where(and(eq(userGroup.companyId, companyId), inArray(userGroup.id, [...groupIds])));
  return rows.map((r) => r.id);
}
