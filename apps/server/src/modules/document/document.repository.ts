import { and, count, desc, eq, inArray, isNull, or, sql, sum } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { libraryDocument } from "../../db/schema/index.ts";

export type DocumentRow = typeof libraryDocument.$inferSelect;
export type DocumentInsert = typeof libraryDocument.$inferInsert;
export type DocumentChanges = Partial<Pick<DocumentInsert, "title" | "description" | "groupId">>;

export async function findDocument(
  db: Queryable,
  companyId: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(libraryDocument)
    .where(and(eq(libraryDocument.companyId, companyId), eq(libraryDocument.id, documentId)))
    .limit(1);
  return row ?? null;
}

/** The company-wide documents plus those of the given groups, newest first. */
export async function listDocumentsOf(
  db: Queryable,
  companyId: string,
  groupIds: readonly string[],
): Promise<DocumentRow[]> {
  const place =
    groupIds.length > 0
      ? or(isNull(libraryDocument.groupId), inArray(libraryDocument.groupId, [...groupIds]))
      : isNull(libraryDocument.groupId);
  return db
    .select()
    .from(libraryDocument)
    .where(and(eq(libraryDocument.companyId, companyId), place))
    .orderBy(desc(libraryDocument.createdAt), desc(libraryDocument.id));
}

/** The bytes and the number of documents the company's library holds. */
export async function libraryUsage(
  db: Queryable,
  companyId: string,
): Promise<{ bytes: number; documents: number }> {
  const [row] = await db
    .select({ bytes: sum(libraryDocument.bytes), documents: count() })
    .from(libraryDocument)
    .where(eq(libraryDocument.companyId, companyId));
  return { bytes: Number(row?.bytes ?? 0), documents: row?.documents ?? 0 };
}

/**
 * Serialises uploads of one company for the quota check: a transaction-scoped advisory lock on
 * the company id, so two uploads cannot both fit in the last free megabytes.
 */
export async function lockLibrary(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library_document:${companyId}`}))`);
}

export async function insertDocument(tx: Tx, row: DocumentInsert): Promise<DocumentRow> {
  const [inserted] = await tx.insert(libraryDocument).values(row).returning();
  if (!inserted) throw new Error("document insert returned nothing");
  return inserted;
}

export async function updateDocument(
  tx: Tx,
  companyId: string,
  documentId: string,
  changes: DocumentChanges,
): Promise<DocumentRow | null> {
  const [row] = await tx
    .update(libraryDocument)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(libraryDocument.companyId, companyId), eq(libraryDocument.id, documentId)))
    .returning();
  return row ?? null;
}

export async function deleteDocument(
  tx: Tx,
  companyId: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const [row] = await tx
    .delete(libraryDocument)
    .where(and(eq(libraryDocument.companyId, companyId), eq(libraryDocument.id, documentId)))
    .returning();
  return row ?? null;
}

export { findAdministeredGroupIds, findUserGroupId, groupExists } from "../people/index.ts";
