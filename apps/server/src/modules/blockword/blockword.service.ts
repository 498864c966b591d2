import { blockedWordMessage } from "@chorus/shared/blockword/blockword.contract";
import { findBlockedWord, normalizeWordList } from "@chorus/shared/blockword/blockword.rules";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { blockedWordList } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";

export async function loadBlockedWords(db: Queryable, companyId: string): Promise<string[]> {
  const [row] = await db
    .select({ wordList: blockedWordList.wordList })
    .from(blockedWordList)
    .where(eq(blockedWordList.companyId, companyId));
  return row?.wordList ?? [];
}

export async function readBlockedWords(ctx: RequestContext) {
  return { wordList: await loadBlockedWords(ctx.db, ctx.companyId) };
}

export async function replaceBlockedWords(ctx: RequestContext, words: readonly string[]) {
  const wordList = normalizeWordList(words);
  await ctx.db
    .insert(blockedWordList)
    .values({ companyId: ctx.companyId, wordList })
    .onConflictDoUpdate({ target: blockedWordList.companyId, set: { wordList, updatedAt: new Date() } });
  return { wordList };
}

export async function validateAgainstBlockedWords(ctx: RequestContext, text: string) {
  const word = findBlockedWord(text, await loadBlockedWords(ctx.db, ctx.companyId));
  return word === null ? { valid: true } : { valid: false, word };
}

/** 400 naming the word when any of the texts contains a blocked word (posts and comments). */
export async function assertNoBlockedWord(ctx: RequestContext, ...texts: readonly string[]): Promise<void> {
  const words = await loadBlockedWords(ctx.db, ctx.companyId);
  if (words.length === 0) return;
  for (const text of texts) {
    const word = findBlockedWord(text, words);
    if (word !== null) throw badRequest(blockedWordMessage(word));
  }
}
