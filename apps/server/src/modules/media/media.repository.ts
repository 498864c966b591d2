import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mediaFile } from "../../db/schema/index.ts";

export type MediaFileRow = typeof mediaFile.$inferSelect;
export type NewMediaFile = typeof mediaFile.$inferInsert;

export async function insertMediaFile(db: Db, row: NewMediaFile): Promise<MediaFileRow> {
  const [inserted] = await db.insert(mediaFile).values(row).returning();
  if (!inserted) throw new Error("media_file insert returned nothing");
  return inserted;
}

/** One company's file by id; another company's id finds nothing. */
export async function findMediaFile(db: Db, companyId: string, id: string): Promise<MediaFileRow | null> {
  const [row] = await db
    .select()
    .from(mediaFile)
    .where(and(eq(mediaFile.companyId, companyId), eq(mediaFile.id, id)))
    .limit(1);
  return row ?? null;
}
