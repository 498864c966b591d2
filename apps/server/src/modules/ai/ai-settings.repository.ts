import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { companyAiSetting } from "../../db/schema/index.ts";

export type AiSettingRow = typeof companyAiSetting.$inferSelect;
export type AiSettingValues = Omit<typeof companyAiSetting.$inferInsert, "companyId">;

export async function findAiSetting(db: Queryable, companyId: string): Promise<AiSettingRow | null> {
  const [row] = await db.select().from(companyAiSetting).where(eq(companyAiSetting.companyId, companyId));
  return row ?? null;
}

export async function saveAiSetting(
  db: Queryable,
  companyId: string,
  values: AiSettingValues,
): Promise<AiSettingRow> {
  const [row] = await db
    .insert(companyAiSetting)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyAiSetting.companyId, set: values })
    .returning();
  if (!row) throw new Error("AI settings upsert returned nothing");
  return row;
}
