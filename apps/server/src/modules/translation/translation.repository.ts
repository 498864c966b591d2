import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, comment, translationCache } from "../../db/schema/index.ts";

type CacheKey = { objectType: "post" | "comment"; objectId: string; lang: string };
type CacheValues = {
  sourceHash: string;
  content: Record<string, string>;
  sourceLang: string | null;
  createdAt: Date;
};

/** The user's chosen translation language setting, or null. */
export async function findTranslationLanguage(db: Queryable, companyId: string, userId: string) {
  const [me] = await db
    .select({ translation: appUser.translationLanguage })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return (me?.translation as { value?: string } | null | undefined) ?? null;
}

export async function findCachedTranslation(db: Queryable, companyId: string, key: CacheKey) {
  const [cached] = await db
    .select()
    .from(translationCache)
    .where(
      and(
        eq(translationCache.companyId, companyId),
        eq(translationCache.objectType, key.objectType),
        eq(translationCache.objectId, key.objectId),
        eq(translationCache.lang, key.lang),
      ),
    );
  return cached ?? null;
}

export async function saveCachedTranslation(
  db: Queryable,
  companyId: string,
  key: CacheKey,
  values: CacheValues,
) {
  await db
    .insert(translationCache)
    .values({ companyId, ...key, ...values })
    .onConflictDoUpdate({
      target: [
        translationCache.companyId,
        translationCache.objectType,
        translationCache.objectId,
        translationCache.lang,
      ],
      set: values,
    });
}

export async function findComment(db: Queryable, companyId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(comment)
    .where(and(eq(comment.companyId, companyId), eq(comment.id, commentId)));
  return row ?? null;
}
