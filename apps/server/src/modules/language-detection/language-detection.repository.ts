import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { languageMap } from "../../db/schema/index.ts";

export async function findLanguageMap(db: Queryable, companyId: string): Promise<Record<string, string>> {
  const [row] = await db
    .select({ map: languageMap.map })
    .from(languageMap)
    .where(eq(languageMap.companyId, companyId));
  return row?.map ?? {};
}

export async function saveLanguageMap(db: Queryable, companyId: string, map: Record<string, string>) {
  await db
    .insert(languageMap)
    .values({ companyId, map })
    .onConflictDoUpdate({ target: languageMap.companyId, set: { map, updatedAt: new Date() } });
}
