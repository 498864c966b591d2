/** Blocked words: whole words (or phrases), case-insensitive, in any script. */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A letter, digit, combining mark or underscore: what continues a word. */
const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}_]";

/** Trimmed, deduplicated (case-insensitively, first spelling kept), empty ones dropped. */
export function normalizeWordList(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.normalize("NFC").trim().replace(/\s+/g, " ");
    const key = word.toLocaleLowerCase();
    if (word === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

/** The first blocked word the text contains as a whole word, or null. */
export function findBlockedWord(text: string, words: readonly string[]): string | null {
  if (words.length === 0 || text.trim() === "") return null;
  const haystack = text.normalize("NFC");
  for (const word of words) {
    const pattern = escapeRegExp(word.normalize("NFC")).replace(/ /g, "\\s+");
    const found = new RegExp(`(?<!${WORD_CHAR})${pattern}(?!${WORD_CHAR})`, "iu").test(haystack);
    if (found) return word;
  }
  return null;
}
