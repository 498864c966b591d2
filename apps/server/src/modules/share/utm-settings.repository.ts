import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { companyUtmSetting } from "../../db/schema/index.ts";

export type UtmSettingRow = typeof companyUtmSetting.$inferSelect;

export async function findUtmSetting(db: Queryable, companyId: string): Promise<UtmSettingRow | null> {
  const [row] = await db
    .select()
    .from(companyUtmSetting)
    .where(eq(companyUtmSetting.companyId, companyId))
    .limit(1);
  return row ?? null;
}

/** One row per company: the first save inserts it, later ones replace its values. */
export async function saveUtmSetting(
  db: Queryable,
  values: Pick<UtmSettingRow, "companyId" | "isEnabled" | "tagList" | "updatedBy">,
): Promise<UtmSettingRow> {
  const set = {
    isEnabled: values.isEnabled,
    tagList: values.tagList,
    updatedBy: values.updatedBy,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(companyUtmSetting)
    .values({ ...values, updatedAt: set.updatedAt })
    .onConflictDoUpdate({ target: companyUtmSetting.companyId, set })
    .returning();
  if (!row) throw new Error("utm setting upsert returned nothing");
  return row;
}
