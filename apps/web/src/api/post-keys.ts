/** What the feed shows: its type, channel and search, all part of its cache key. */
export interface FeedQuery {
  type: string;
  channelId: string | null;
  q: string | null;
}

/**
 * Query keys of posts. Everything holding posts starts with "post", so `patchPost` can patch a post
 * in every cache at once; the counters, readers and survey results hold no post and stay outside.
 */
export const postKeys = {
  all: ["post"] as const,
  feeds: ["post", "feed"] as const,
  feed: (query: FeedQuery) => ["post", "feed", query] as const,
  detail: (postId: string) => ["post", "detail", postId] as const,
  widgets: ["post", "widgets"] as const,
  /** A post picker's search (the newsletter's post block). */
  picker: (purpose: string, q: string) => ["post", purpose, q] as const,
  counters: ["postCounters"] as const,
  readersOf: (postId: string) => ["readers", postId] as const,
  readers: (postId: string, nameStarts: string) => ["readers", postId, nameStarts] as const,
  surveyResults: (postId: string) => ["surveyResults", postId] as const,
};
