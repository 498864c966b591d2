import { bookmarkEndpoints } from "@chorus/shared/bookmark/bookmark.endpoints";
import { likeEndpoints } from "@chorus/shared/like/like.endpoints";
import type { FeedType, Post } from "@chorus/shared/post/post.contract";
import { FEED_PAGE_SIZE } from "@chorus/shared/post/post.contract";
import { postEndpoints } from "@chorus/shared/post/post.endpoints";
import { readConfirmationEndpoints } from "@chorus/shared/read-confirmation/read-confirmation.endpoints";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, endpointUrl } from "../../api/call.ts";
import { patchPost, restorePosts } from "../../api/post-cache.ts";
import { type FeedQuery, postKeys } from "../../api/post-keys.ts";
import { refetchUnlessJustFetched } from "../../lib/query-freshness.ts";

interface FeedPageParam {
  page: number;
  cursor: string | null;
}

/** The feed's query: empty filters are left out. */
export const feedRequest = (query: FeedQuery, { page, cursor }: FeedPageParam) => ({
  // The feed screen only asks for the types its menu offers.
  type: query.type as FeedType,
  page,
  pageSize: FEED_PAGE_SIZE,
  channelId: query.channelId || undefined,
  q: query.q || undefined,
  cursor: cursor || undefined,
});

/** GET /api/post3, ten posts a page (core §9), next pages by keyset cursor when the server gives one. */
export const feedQuery = (query: FeedQuery) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(query),
    queryFn: ({ pageParam, signal }) =>
      call(postEndpoints.feed, { query: feedRequest(query, pageParam), signal }),
    initialPageParam: { page: 1, cursor: null } as FeedPageParam,
    getNextPageParam: (last): FeedPageParam | undefined =>
      last.hasMore ? { page: last.page + 1, cursor: last.nextCursor } : undefined,
  });

export function useFeed(query: FeedQuery) {
  return useInfiniteQuery({ ...feedQuery(query), refetchOnMount: refetchUnlessJustFetched });
}

/**
 * GET /api/post3/counters: the Posts dropdown counts, the same whatever feed page is shown; read
 * once and again when a write or the event stream says they moved (their key is invalidated).
 */
export const postCountersQuery = () =>
  queryOptions({
    queryKey: postKeys.counters,
    queryFn: ({ signal }) => call(postEndpoints.counters, { signal }),
    staleTime: 60_000,
    retry: false,
  });

export function usePostCounters() {
  return useQuery(postCountersQuery());
}

export function usePost(postId: string) {
  return useQuery({
    queryKey: postKeys.detail(postId),
    queryFn: ({ signal }) => call(postEndpoints.detail, { params: { postId }, signal }),
  });
}

export const FEATURED_WIDGET_SIZE = 5;

/** GET /api/post3/widgets: the featured posts of the right sidebar. */
export const featuredPostsQuery = () =>
  queryOptions({
    queryKey: postKeys.widgets,
    queryFn: ({ signal }) =>
      call(postEndpoints.widgets, {
        // The sidebar shows the featured posts only: it does not ask the server to find popular ones.
        query: { featured: FEATURED_WIDGET_SIZE, popular: 0 },
        signal,
      }),
    staleTime: 60_000,
  });

export function useFeaturedPosts() {
  return useQuery({
    ...featuredPostsQuery(),
    select: (data) => data.widgetList.find((widget) => widget.type === "featured")?.postList ?? [],
  });
}

/**
 * Like and unlike: the heart changes at once everywhere the post is shown; a failure puts it back.
 */
export function useToggleLike(post: Pick<Post, "_id" | "isLiked">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      call(like ? likeEndpoints.like : likeEndpoints.unlike, { params: { postId: post._id } }),
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
        await call(bookmarkEndpoints.remove, { params: { bookmarkId } });
        return null;
      }
      const created = await call(bookmarkEndpoints.create, { body: { postId: post._id } });
      return created._id;
    },
    onMutate: (bookmarkId) =>
      patchPost(queryClient, post._id, (p) => ({ ...p, bookmarkId: bookmarkId ? null : PENDING_BOOKMARK })),
    onError: (_error, _id, snapshot) => snapshot && restorePosts(queryClient, snapshot),
    onSuccess: (bookmarkId) => {
      patchPost(queryClient, post._id, (p) => ({ ...p, bookmarkId }));
      void queryClient.invalidateQueries({
        queryKey: postKeys.feeds,
        predicate: (query) => (query.queryKey[2] as FeedQuery | undefined)?.type === "bookmark",
      });
    },
  });
}

export function useConfirmRead(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(readConfirmationEndpoints.confirm, { params: { postId } }),
    onSuccess: () => {
      patchPost(queryClient, postId, (p) => ({ ...p, isReadConfirmed: true }));
      void queryClient.invalidateQueries({ queryKey: postKeys.readersOf(postId) });
    },
  });
}

export function useReaders(postId: string, nameStarts: string) {
  return useQuery({
    queryKey: postKeys.readers(postId, nameStarts),
    queryFn: ({ signal }) =>
      call(readConfirmationEndpoints.readers, { params: { postId }, query: { nameStarts }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const confirmationsExportUrl = (postId: string) =>
  endpointUrl(readConfirmationEndpoints.exportCsv, { params: { postId } });
