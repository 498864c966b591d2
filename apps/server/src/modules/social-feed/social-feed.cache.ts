import type { LinkedinPagePost } from "../share/index.ts";

/**
 * The page's posts, kept a short while per process: every member opening /social-feed would
 * otherwise be one LinkedIn call, and LinkedIn's rate limits are per application and day.
 */
export const FEED_CACHE_MS = 60_000;
const cache = new Map<string, { at: number; organizationUrn: string; posts: LinkedinPagePost[] }>();

export function cachedFeed(
  companyId: string,
  organizationUrn: string,
  now: number,
): LinkedinPagePost[] | null {
  const hit = cache.get(companyId);
  return hit && hit.organizationUrn === organizationUrn && now - hit.at < FEED_CACHE_MS ? hit.posts : null;
}

export function keepFeed(companyId: string, organizationUrn: string, posts: LinkedinPagePost[], now: number) {
  cache.set(companyId, { at: now, organizationUrn, posts });
}

/** A connect, a choice, a disconnect or a refused token: the next read asks LinkedIn again. */
export function forgetCachedFeed(companyId: string) {
  cache.delete(companyId);
}
