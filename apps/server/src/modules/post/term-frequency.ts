import type { Queryable } from "../../db/client.ts";
import { isCommonTerm } from "./feed-search.repository.ts";

/** How long a term's class (common or rare) is reused before it is counted again. */
export const TERM_CLASS_TTL_MS = 10 * 60_000;
/** Terms remembered per process; the least recently counted goes first. */
export const TERM_CLASS_ENTRIES = 1000;

interface Remembered {
  common: boolean;
  countedAt: number;
}

/**
 * Whether a search term is common in the company (isCommonTerm), remembered for a while. Counting
 * up to COMMON_TERM_MATCHES matches cost several pages of the feed (~10 ms of PostgreSQL's CPU for a
 * word in 30% of 1M posts), and it was paid again by every page of the same search and by everyone
 * searching the same word. A term's class moves slowly (it takes thousands of posts), and the class
 * only picks the plan, never which posts match; keeping it also keeps one search's pages on one
 * plan, so paging does not reorder them when the term crosses the line meanwhile.
 */
export function createTermClasses(now: () => number = Date.now) {
  const remembered = new Map<string, Remembered>();
  return async function isCommon(db: Queryable, companyId: string, q: string): Promise<boolean> {
    const key = `${companyId}\u0000${q}`;
    const known = remembered.get(key);
    if (known && now() - known.countedAt < TERM_CLASS_TTL_MS) return known.common;
    const common = await isCommonTerm(db, companyId, q);
    remembered.delete(key);
    remembered.set(key, { common, countedAt: now() });
    if (remembered.size > TERM_CLASS_ENTRIES) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    return common;
  };
}

/** The process' own memory of term classes. */
export const isCommonTermRemembered = createTermClasses();
