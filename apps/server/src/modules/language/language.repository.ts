import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser } from "../../db/schema/index.ts";

type LanguageSettings = Pick<
  typeof appUser.$inferInsert,
  "language" | "readLanguageList" | "translationLanguage"
>;

const byUser = (companyId: string, userId: string) =>
  and(eq(appUser.companyId, companyId), eq(appUser.id, userId));

/** The user's language settings and feature map, or null for a user gone from the company. */
export async function findLanguageSettings(db: Queryable, companyId: string, userId: string) {
  const [me] = await db
    .select({
      language: appUser.language,
      readLanguageList: appUser.readLanguageList,
      translationLanguage: appUser.translationLanguage,
      featureMap: appUser.featureMap,
    })
    .from(appUser)
    .where(byUser(companyId, userId));
  return me ?? null;
}

export async function updateLanguageSettings(
  db: Queryable,
  companyId: string,
  userId: string,
  values: LanguageSettings,
): Promise<void> {
  await db.update(appUser).set(values).where(byUser(companyId, userId));
}
