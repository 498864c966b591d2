import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { mailingCampaign } from "../../db/schema/index.ts";

export type CampaignRow = typeof mailingCampaign.$inferSelect;
export type CampaignPatch = Partial<
  Omit<typeof mailingCampaign.$inferInsert, "id" | "companyId" | "createdBy">
>;

export async function findCampaigns(
  db: Queryable,
  companyId: string,
  filter: { folderId?: string | "none" | undefined; searchTerm?: string | undefined },
): Promise<CampaignRow[]> {
  const term = filter.searchTerm ? `%${filter.searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select()
    .from(mailingCampaign)
    .where(
      and(
        eq(mailingCampaign.companyId, companyId),
        filter.folderId === "none"
          ? isNull(mailingCampaign.folderId)
          : filter.folderId
            ? eq(mailingCampaign.folderId, filter.folderId)
            : undefined,
        term
          ? sql`(${mailingCampaign.name} ILIKE ${term} OR ${mailingCampaign.subject} ILIKE ${term})`
          : undefined,
      ),
    )
    .orderBy(desc(mailingCampaign.createdAt), desc(mailingCampaign.id))
    .limit(500);
}

export async function findCampaign(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(mailingCampaign)
    .where(and(eq(mailingCampaign.companyId, companyId), eq(mailingCampaign.id, id)));
  return row ?? null;
}

/** For a job: the campaign whatever its company (the job carries both ids; the row names its company). */
export async function findCampaignForJob(db: Queryable, companyId: string, id: string) {
  return findCampaign(db, companyId, id);
}

/** Locks the row for a status change inside a transaction. */
export async function lockCampaign(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(mailingCampaign)
    .where(and(eq(mailingCampaign.companyId, companyId), eq(mailingCampaign.id, id)))
    .for("update");
  return row ?? null;
}

export async function insertCampaign(db: Queryable, row: typeof mailingCampaign.$inferInsert) {
  const [created] = await db.insert(mailingCampaign).values(row).returning();
  if (!created) throw new Error("campaign insert returned nothing");
  return created;
}

/** Updates when `onlyIf` (a status condition) holds; null when nothing matched. */
export async function updateCampaignRow(
  db: Queryable,
  companyId: string,
  id: string,
  patch: CampaignPatch,
  onlyIf?: SQL,
): Promise<CampaignRow | null> {
  const [row] = await db
    .update(mailingCampaign)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(mailingCampaign.companyId, companyId), eq(mailingCampaign.id, id), onlyIf))
    .returning();
  return row ?? null;
}

export const statusIn = (...statuses: string[]): SQL =>
  sql`${mailingCampaign.status} IN (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;

export async function deleteCampaignRow(db: Queryable, companyId: string, id: string) {
  await db.execute(sql`DELETE FROM mailing_delivery WHERE company_id = ${companyId} AND campaign_id = ${id}`);
  const rows = await db
    .delete(mailingCampaign)
    .where(and(eq(mailingCampaign.companyId, companyId), eq(mailingCampaign.id, id)))
    .returning({ id: mailingCampaign.id });
  return rows.length > 0;
}

export async function folderExists(db: Queryable, companyId: string, folderId: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM mailing_folder WHERE company_id = ${companyId} AND id = ${folderId}`,
  );
  return (row?.n ?? 0) > 0;
}
