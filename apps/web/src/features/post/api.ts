import type { FeedPage, Post, PostCounters } from "@chorus/shared/post/post.contract";
import { FEED_PAGE_SIZE } from "@chorus/shared/post/post.contract";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { type PostWidgets, patchPost, restorePosts } from "../../api/post-cache.ts";
import { type FeedQuery, queryKeys } from "../../api/query-keys.ts";

interface FeedPageParam {
  page: number;
  cursor: string | null;
}

export function feedUrl(query: FeedQuery, { page, cursor }: FeedPageParam): string {
  const params = new URLSearchParams({
    type: query.type,
    page: String(page),
    pageSize: String(FEED_PAGE_SIZE),
  });
  if (query.channelId) params.set("channelId", query.channelId);
  if (query.q) params.set("q", query.q);
  if (cursor) params.set("cursor", cursor);
  return `/api/post3?${params}`;
}

/** GET /api/post3, ten posts a page (core §9), next pages by keyset cursor when the server gives one. */
export function useFeed(query: FeedQuery) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: queryKeys.feed(query),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.get<FeedPage>(feedUrl(query, pageParam), signal);
      // The first page carries the counters: the Posts dropdown stays current without another call.
      if (page.counters) queryClient.setQueryData(queryKeys.postCounters, page.counters);
      return page;
    },
    initialPageParam: { page: 1, cursor: null } as FeedPageParam,
    getNextPageParam: (last): FeedPageParam | undefined =>
      last.hasMore ? { page: last.page + 1, cursor: last.nextCursor } : undefined,
  });
}

/** GET /api/post3/counters: the Posts dropdown counts. */
export function usePostCounters() {
  return useQuery({
    queryKey: queryKeys.postCounters,
    queryFn: ({ signal }) => api.get<PostCounters>("/api/post3/counters", signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePost(postId: string) {
  return useQuery({
    queryKey: queryKeys.post(postId),
    queryFn: ({ signal }) => api.get<Post>(`/api/post3/${postId}`, signal),
  });
}

export const FEATURED_WIDGET_SIZE = 5;

/** GET /api/post3/widgets: the featured posts of the right sidebar. */
export function useFeaturedPosts() {
  return useQuery({
    queryKey: queryKeys.postWidgets,
    queryFn: ({ signal }) =>
      api.get<PostWidgets>(
        `/api/post3/widgets?featured=${FEATURED_WIDGET_SIZE}&popular=${FEATURED_WIDGET_SIZE}`,
        signal,
      ),
    select: (data) => data.widgetList.find((widget) => widget.type === "featured")?.postList ?? [],
    staleTime: 60_000,
  });
}

/**
 * Like and unlike: the heart changes at once everywhere the post is shown; a failure puts it back.
 */
export function useToggleLike(post: Pick<Post, "_id" | "isLiked">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      api.send<{ likeCount: number; isLiked: boolean }>(
        "POST",
        `/api/${like ? "like" : "unlike"}/${post._id}`,
      ),
    onMutate: (like) =>
      patchPost(queryClient, post._id, (p) => ({
        ...p,
        isLiked: like,
        likeCount: Math.max(0, p.likeCount + (like ? 1 : -1)),
      })),
    onError: (_error, _like, snapshot) => snapshot && restorePosts(queryClient, snapshot),
    onSuccess: (result) => patchPost(queryClient, post._id, (p) => ({ ...p, ...result })),
  });
}

const PENDING_BOOKMARK = "pending";

/** Bookmark and remove: optimistic too; the bookmark feed refreshes afterwards. */
export function useToggleBookmark(post: Pick<Post, "_id" | "bookmarkId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookmarkId: string | null): Promise<string | null> => {
      if (bookmarkId) {
        await api.send("DELETE", `/api/bookmark2/${bookmarkId}`);
        return null;
      }
      const created = await api.send<{ _id: string }>("POST", "/api/bookmark2", { postId: post._id });
      return created._id;
    },
    onMutate: (bookmarkId) =>
      patchPost(queryClient, post._id, (p) => ({ ...p, bookmarkId: bookmarkId ? null : PENDING_BOOKMARK })),
    onError: (_error, _id, snapshot) => snapshot && restorePosts(queryClient, snapshot),
    onSuccess: (bookmarkId) => {
      patchPost(queryClient, post._id, (p) => ({ ...p, bookmarkId }));
      void queryClient.invalidateQueries({
        queryKey: queryKeys.feeds,
        predicate: (query) => (query.queryKey[2] as FeedQuery | undefined)?.type === "bookmark",
      });
    },
  });
}

export function useConfirmRead(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send("POST", `/api/post3/${postId}/confirmread`),
    onSuccess: () => {
      patchPost(queryClient, postId, (p) => ({ ...p, isReadConfirmed: true }));
      void queryClient.invalidateQueries({ queryKey: ["readers", postId] });
    },
  });
}

export interface Reader {
  _id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  confirmedAt: string | null;
}

export function useReaders(postId: string, nameStarts: string) {
  return useQuery({
    queryKey: queryKeys.readers(postId, nameStarts),
    queryFn: ({ signal }) =>
      api.get<{ readerList: Reader[] }>(
        `/api/user/readers/${postId}?nameStarts=${encodeURIComponent(nameStarts)}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export const confirmationsExportUrl = (postId: string) => `/api/post3/${postId}/confirmations/export`;
