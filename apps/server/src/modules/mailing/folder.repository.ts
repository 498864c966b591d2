import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { mailingCampaign, mailingFolder } from "../../db/schema/index.ts";

export type FolderRow = typeof mailingFolder.$inferSelect & { campaignCount: number };

// Spelled out: inside a one-table select Drizzle leaves column names unqualified.
const campaignCount = sql<number>`(SELECT count(*)::int FROM mailing_campaign c
  WHERE c.company_id = mailing_folder.company_id AND c.folder_id = mailing_folder.id)`;

export async function findFolders(db: Queryable, companyId: string): Promise<FolderRow[]> {
  return db
    .select({
      id: mailingFolder.id,
      companyId: mailingFolder.companyId,
      name: mailingFolder.name,
      createdAt: mailingFolder.createdAt,
      campaignCount,
    })
    .from(mailingFolder)
    .where(eq(mailingFolder.companyId, companyId))
    .orderBy(asc(sql`lower(${mailingFolder.name})`), asc(mailingFolder.id));
}

export async function findFolder(db: Queryable, companyId: string, id: string): Promise<FolderRow | null> {
  const [row] = await db
    .select({
      id: mailingFolder.id,
      companyId: mailingFolder.companyId,
      name: mailingFolder.name,
      createdAt: mailingFolder.createdAt,
      campaignCount,
    })
    .from(mailingFolder)
    .where(and(eq(mailingFolder.companyId, companyId), eq(mailingFolder.id, id)));
  return row ?? null;
}

/** Another folder of the company with this name, whatever its case. */
export async function folderNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mailingFolder)
    .where(
      and(
        eq(mailingFolder.companyId, companyId),
        eq(sql`lower(${mailingFolder.name})`, name.toLowerCase()),
        exceptId ? sql`${mailingFolder.id} <> ${exceptId}` : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function insertFolder(db: Queryable, row: typeof mailingFolder.$inferInsert) {
  await db.insert(mailingFolder).values(row);
}

export async function renameFolderRow(db: Queryable, companyId: string, id: string, name: string) {
  const rows = await db
    .update(mailingFolder)
    .set({ name })
    .where(and(eq(mailingFolder.companyId, companyId), eq(mailingFolder.id, id)))
    .returning({ id: mailingFolder.id });
  return rows.length > 0;
}

/** The folder goes; its campaigns stay, in no folder. */
export async function deleteFolderRow(db: Queryable, companyId: string, id: string) {
  await db
    .update(mailingCampaign)
    .set({ folderId: null })
    .where(and(eq(mailingCampaign.companyId, companyId), eq(mailingCampaign.folderId, id)));
  const rows = await db
    .delete(mailingFolder)
    .where(and(eq(mailingFolder.companyId, companyId), eq(mailingFolder.id, id)))
    .returning({ id: mailingFolder.id });
  return rows.length > 0;
}
