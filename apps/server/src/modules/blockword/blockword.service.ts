import { blockedWordMessage } from "@chorus/shared/blockword/blockword.contract";
import { findBlockedWord, normalizeWordList } from "@chorus/shared/blockword/blockword.rules";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { findBlockedWords, saveBlockedWords } from "./blockword.repository.ts";

export const loadBlockedWords = (db: Queryable, companyId: string): Promise<string[]> =>
  findBlockedWords(db, companyId);

export async function readBlockedWords(ctx: RequestContext) {
  return { wordList: await loadBlockedWords(ctx.db, ctx.companyId) };
}

export async function replaceBlockedWords(ctx: RequestContext, words: readonly string[]) {
  const wordList = normalizeWordList(words);
  await saveBlockedWords(ctx.db, ctx.companyId, wordList);
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
