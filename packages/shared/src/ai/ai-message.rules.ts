import { ELLIPSIS } from "../share/share-message.rules.ts";

/** Pure rules of AI share messages and copy-paste detection; the share modal and the server both run them. */

/** "twenty identical posts look fake": this many colleagues sharing the same words triggers the warning. */
export const IDENTICAL_SHARE_THRESHOLD = 3;

/** Word-for-word comparison ignores case and whitespace differences only. */
export const normalizeShareText = (text: string): string => text.trim().replace(/\s+/gu, " ").toLowerCase();

export const identicalShareWarning = (count: number): string | undefined =>
  count >= IDENTICAL_SHARE_THRESHOLD
    ? `${count} colleagues already shared this post with exactly this text. Make it your own so your share does not look copied.`
    : undefined;

const wordsOf = (text: string): Set<string> =>
  new Set(
    normalizeShareText(text)
      .replace(/[^\p{L}\p{N}\s#@]/gu, "")
      .split(" ")
      .filter(Boolean),
  );

/** Share of words two texts have in common (Jaccard index of their word sets), 0 to 1. */
export function wordOverlap(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.size === 0 && right.size === 0) return 1;
  let common = 0;
  for (const word of left) if (right.has(word)) common++;
  return common / (left.size + right.size - common);
}

/** Suggestions sharing at least this share of their words count as the same suggestion. */
export const NEAR_IDENTICAL_OVERLAP = 0.8;

/** Drops empty and near-identical suggestions, keeping the first of each. */
export function distinctSuggestions(texts: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    if (!text) continue;
    if (kept.some((other) => wordOverlap(other, text) >= NEAR_IDENTICAL_OVERLAP)) continue;
    kept.push(text);
  }
  return kept;
}

/**
 * Cuts a suggestion to the network's limit (in code points, as the networks count): at the last
 * word boundary that fits, then an ellipsis; a single over-long word is cut where it must be.
 */
export function cutToLimit(text: string, limit: number | null): string {
  const chars = [...text];
  if (limit === null || chars.length <= limit) return text;
  if (limit <= 0) return "";
  const room = chars.slice(0, limit - 1).join("");
  const boundary = room.search(/\s\S*$/u);
  const cut = boundary > limit / 2 ? room.slice(0, boundary) : room;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/**
 * The suggestions in a model's answer. Asked for `{"messages": ["…"]}`; models also answer with a
 * bare array, objects with a `text`, or wrap the JSON in a Markdown code fence. null: unreadable.
 */
export function parseSuggestions(answer: string): string[] | null {
  const unfenced = answer.replace(/^\s*```(?:json)?\s*/iu, "").replace(/\s*```\s*$/u, "");
  const start = unfenced.search(/[[{]/u);
  if (start < 0) return null;
  const end = Math.max(unfenced.lastIndexOf("}"), unfenced.lastIndexOf("]"));
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    return null;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === "object" && parsed !== null
      ? Object.values(parsed).find(Array.isArray)
      : undefined;
  if (!list) return null;
  const texts = list.flatMap((item: unknown) => {
    if (typeof item === "string") return [item];
    if (typeof item === "object" && item !== null && typeof (item as { text?: unknown }).text === "string")
      return [(item as { text: string }).text];
    return [];
  });
  return texts.length > 0 ? texts : null;
}
