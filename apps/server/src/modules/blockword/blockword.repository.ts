import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { blockedWordList } from "../../db/schema/index.ts";

export async function findBlockedWords(db: Queryable, companyId: string): Promise<string[]> {
  const [row] = await db
    .select({ wordList: blockedWordList.wordList })
    .from(blockedWordList)
    .where(eq(blockedWordList.companyId, companyId));
  return row?.wordList ?? [];
}

export async function saveBlockedWords(db: Queryable, companyId: string, wordList: string[]): Promise<void> {
  await db
    .insert(blockedWordList)
    .values({ companyId, wordList })
    .onConflictDoUpdate({ target: blockedWordList.companyId, set: { wordList, updatedAt: new Date() } });
}
