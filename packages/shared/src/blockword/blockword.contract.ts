import { z } from "zod";

export const BLOCKED_WORD_MAX = 1000;
export const blockwordListSchema = z.object({ wordList: z.array(z.string()) });
export const blockwordBodySchema = z.object({
  wordList: z.array(z.string().trim().min(1).max(100)).max(BLOCKED_WORD_MAX),
});
export const blockwordValidateBodySchema = z.object({ text: z.string().max(200_000) });
export const blockwordValidateResponseSchema = z.object({ valid: z.boolean(), word: z.string().optional() });

export const blockedWordMessage = (word: string) => `The text contains a blocked word: "${word}"`;
