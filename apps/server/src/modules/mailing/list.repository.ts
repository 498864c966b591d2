import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { mailingList, mailingListRecipient } from "../../db/schema/index.ts";
import { textArray } from "../../db/sql-arrays.ts";

export type ListRow = typeof mailingList.$inferSelect;
export type RecipientRow = typeof mailingListRecipient.$inferSelect;

export async function findLists(db: Queryable, companyId: string) {
  return db
    .select()
    .from(mailingList)
    .where(eq(mailingList.companyId, companyId))
    .orderBy(desc(mailingList.createdAt), desc(mailingList.id));
}

export async function findList(db: Queryable, companyId: string, id: string): Promise<ListRow | null> {
  const [row] = await db
    .select()
    .from(mailingList)
    .where(and(eq(mailingList.companyId, companyId), eq(mailingList.id, id)));
  return row ?? null;
}

export async function findExistingListIds(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mailingList.id })
    .from(mailingList)
    .where(and(eq(mailingList.companyId, companyId), sql`${mailingList.id} = ANY(${textArray(ids)})`));
  return rows.map((r) => r.id);
}

export async function insertList(db: Queryable, row: typeof mailingList.$inferInsert) {
  await db.insert(mailingList).values(row);
}

/** The list and its entries; campaigns that named it simply no longer reach it. */
export async function deleteListRow(db: Queryable, companyId: string, id: string) {
  await db
    .delete(mailingListRecipient)
    .where(and(eq(mailingListRecipient.companyId, companyId), eq(mailingListRecipient.mailingListId, id)));
  const rows = await db
    .delete(mailingList)
    .where(and(eq(mailingList.companyId, companyId), eq(mailingList.id, id)))
    .returning({ id: mailingList.id });
  return rows.length > 0;
}

export async function findRecipients(db: Queryable, companyId: string, listId: string) {
  return db
    .select()
    .from(mailingListRecipient)
    .where(and(eq(mailingListRecipient.companyId, companyId), eq(mailingListRecipient.mailingListId, listId)))
    .orderBy(asc(mailingListRecipient.createdAt), asc(mailingListRecipient.id));
}

export async function findRecipient(
  db: Queryable,
  companyId: string,
  listId: string,
  entry: { entityType: string; entityId: string | null; email: string | null },
): Promise<RecipientRow | null> {
  const [row] = await db
    .select()
    .from(mailingListRecipient)
    .where(
      and(
        eq(mailingListRecipient.companyId, companyId),
        eq(mailingListRecipient.mailingListId, listId),
        eq(mailingListRecipient.entityType, entry.entityType),
        sql`coalesce(${mailingListRecipient.entityId}, '') = ${entry.entityId ?? ""}`,
        sql`coalesce(${mailingListRecipient.email}, '') = ${entry.email ?? ""}`,
      ),
    );
  return row ?? null;
}

export async function insertRecipient(db: Queryable, row: typeof mailingListRecipient.$inferInsert) {
  await db.insert(mailingListRecipient).values(row).onConflictDoNothing();
}

export async function countRecipientsByList(db: Queryable, companyId: string) {
  const rows = await db
    .select({ listId: mailingListRecipient.mailingListId, n: sql<number>`count(*)::int` })
    .from(mailingListRecipient)
    .where(eq(mailingListRecipient.companyId, companyId))
    .groupBy(mailingListRecipient.mailingListId);
  return new Map(rows.map((r) => [r.listId, r.n]));
}
