import type { FeedQuery } from "../api/post-keys.ts";
import { parseFeedType } from "./feed-type.ts";

/** The feed's state lives in the URL (core §2): type, channelId and q. */
export function readFeedQuery(params: URLSearchParams): FeedQuery {
  const q = params.get("q")?.trim() ?? "";
  return {
    type: parseFeedType(params.get("type")),
    channelId: params.get("channelId") || null,
    q: q === "" ? null : q,
  };
}

/** A feed URL keeping the other parameters; a null value removes the parameter. */
export function feedSearch(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return search === "" ? "/" : `/?${search}`;
}
