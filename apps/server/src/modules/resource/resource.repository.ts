import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { resource } from "../../db/schema/index.ts";

export type ResourceRow = typeof resource.$inferSelect;
export type ResourceInsert = typeof resource.$inferInsert;
export type ResourceChanges = Partial<
  Pick<
    ResourceInsert,
    "title" | "description" | "url" | "htmlBody" | "imageUrl" | "groupId" | "commentEnabled"
  >
>;

/** A resource of the company that is not deleted, or null. */
export async function findResource(
  db: Queryable,
  companyId: string,
  resourceId: string,
): Promise<ResourceRow | null> {
  const [row] = await db
    .select()
    .from(resource)
    .where(and(eq(resource.companyId, companyId), eq(resource.id, resourceId), isNull(resource.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The company-wide resources plus those of the given groups, newest first. */
export async function listResourcesOf(
  db: Queryable,
  companyId: string,
  groupIds: readonly string[],
): Promise<ResourceRow[]> {
  const place =
    groupIds.length > 0
      ? or(isNull(resource.groupId), inArray(resource.groupId, [...groupIds]))
      : isNull(resource.groupId);
  return db
    .select()
    .from(resource)
    .where(and(eq(resource.companyId, companyId), isNull(resource.deletedAt), place))
    .orderBy(desc(resource.createdAt), desc(resource.id));
}

export async function insertResource(tx: Tx, row: ResourceInsert): Promise<ResourceRow> {
  const [inserted] = await tx.insert(resource).values(row).returning();
  if (!inserted) throw new Error("resource insert returned nothing");
  return inserted;
}

export async function updateResource(
  tx: Tx,
  companyId: string,
  resourceId: string,
  changes: ResourceChanges,
): Promise<ResourceRow | null> {
  const [row] = await tx
    .update(resource)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(resource.companyId, companyId), eq(resource.id, resourceId), isNull(resource.deletedAt)))
    .returning();
  return row ?? null;
}

/** Soft delete: the row (and its comments) stay for the record, but nobody finds it any more. */
export async function deleteResource(tx: Tx, companyId: string, resourceId: string): Promise<boolean> {
  const rows = await tx
    .update(resource)
    .set({ deletedAt: new Date() })
    .where(and(eq(resource.companyId, companyId), eq(resource.id, resourceId), isNull(resource.deletedAt)))
    .returning({ id: resource.id });
  return rows.length > 0;
}

export { findAdministeredGroupIds, findUserGroupId, groupExists } from "../people/index.ts";
