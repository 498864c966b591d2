import type { widgetsResponseSchema } from "@chorus/shared/post/feed.contract";
import type { FeedPage, Post } from "@chorus/shared/post/post.contract";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { postKeys } from "./post-keys.ts";

type PostWidgets = z.infer<typeof widgetsResponseSchema>;

type PostPatch = (post: Post) => Post;

const isPost = (value: unknown): value is Post =>
  typeof value === "object" && value !== null && "_id" in value && "abilities" in value;
const isFeed = (value: unknown): value is InfiniteData<FeedPage> =>
  typeof value === "object" && value !== null && "pages" in value;
const isWidgets = (value: unknown): value is PostWidgets =>
  typeof value === "object" && value !== null && "widgetList" in value;

function patchData(data: unknown, postId: string, patch: PostPatch): unknown {
  const one = (post: Post) => (post._id === postId ? patch(post) : post);
  if (isFeed(data))
    return { ...data, pages: data.pages.map((page) => ({ ...page, postList: page.postList.map(one) })) };
  if (isWidgets(data))
    return {
      ...data,
      widgetList: data.widgetList.map((widget) => ({ ...widget, postList: widget.postList.map(one) })),
    };
  if (isPost(data)) return one(data);
  return data;
}

export type CacheSnapshot = [QueryKey, unknown][];

/**
 * Applies `patch` to the post wherever it is cached (feeds, preview, widgets) and returns what was
 * there before, so an optimistic change can be rolled back with `restorePosts`.
 */
export function patchPost(queryClient: QueryClient, postId: string, patch: PostPatch): CacheSnapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: postKeys.all });
  for (const [key, data] of snapshot) {
    if (data !== undefined) queryClient.setQueryData(key, patchData(data, postId, patch));
  }
  return snapshot;
}

export function restorePosts(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
