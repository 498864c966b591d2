import { Alert, Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { feedSearch, readFeedQuery } from "../../../lib/feed-params.ts";
import { FEED_TYPE_LABEL_KEY, type FeedType } from "../../../lib/feed-type.ts";
import { useTransitionedValue } from "../../../lib/use-transitioned-value.ts";
import { useWideLayout } from "../../../lib/use-wide-layout.ts";
import { useChannelList } from "../../channel/index.ts";
import { CreatePostButton } from "../../editor/index.ts";
import { FIRST_SCREEN_CARDS, leadImageIndex, PostCard, useFeed } from "../../post/index.ts";
import { FeedSearch } from "../components/FeedSearch.tsx";
import { FeedSkeleton } from "../components/FeedSkeleton.tsx";
import { SearchSummary } from "../components/SearchSummary.tsx";

/** The feed route `/` (core §2): a heading per feed type, search, posts ten a page with infinite scroll. */
export function FeedScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readFeedQuery(params);
  const feed = useFeed(query);
  const channels = useChannelList();
  const channelName = query.channelId
    ? channels.data?.find((channel) => channel._id === query.channelId)?.name
    : undefined;
  // The cards follow the data one background render behind: a query's answer re-renders its readers
  // synchronously (one task however long), the deferred render is split into short tasks. Until the
  // first answer is drawn, the skeleton stays.
  const shown = useTransitionedValue(feed.data);
  const posts = shown?.pages.flatMap((page) => page.postList) ?? [];
  // A phone or tablet shows a card or two at a time: the others are drawn as the reader scrolls near.
  const wide = useWideLayout();
  const { drawn, drawMore } = useDrawnCount(posts.length, !wide);
  // The first screen's first image is fetched at once and first (the page's likely largest paint).
  const priorityIndex = leadImageIndex(posts);
  const allDrawn = drawn === posts.length;
  // Below the drawn cards: on a narrow screen while loaded posts wait, then while pages remain.
  const more = !allDrawn ? (wide ? undefined : "draw") : feed.hasNextPage ? "fetch" : undefined;

  const handleSearch = (q: string) => void navigate(feedSearch(params, { q }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={0}>
          <Title order={1}>{t(FEED_TYPE_LABEL_KEY[query.type as FeedType])}</Title>
          {channelName && (
            <Text c="gray.7" size="sm">
              {t("feed.inChannel", { channel: channelName })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <CreatePostButton />
          <FeedSearch value={query.q ?? ""} onSearch={handleSearch} />
        </Group>
      </Group>
      {query.q && (
        <SearchSummary
          q={query.q}
          loaded={feed.isSuccess && shown === feed.data ? posts.length : undefined}
          hasMore={Boolean(feed.hasNextPage)}
        />
      )}

      {shown === undefined && !feed.isError ? (
        <FeedSkeleton />
      ) : feed.isError && posts.length === 0 ? (
        <FeedError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : posts.length === 0 ? (
        <Text c="gray.7" py="lg" ta="center">
          {t(query.q ? "feed.emptySearch" : query.type === "bookmark" ? "feed.emptyBookmarks" : "feed.empty")}
        </Text>
      ) : (
        <>
          <Stack gap="md" aria-busy={feed.isFetchingNextPage}>
            {posts.slice(0, drawn).map((post, index) => (
              <PostCard key={post._id} post={post} priority={index === priorityIndex} />
            ))}
          </Stack>
          {feed.isFetchNextPageError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {t("feed.loadMoreFailed")}
            </Alert>
          )}
          {more && (
            <LoadMore
              loading={more === "fetch" && feed.isFetchingNextPage}
              progress={`${drawn}/${posts.length}`}
              onLoadMore={more === "draw" ? drawMore : () => void feed.fetchNextPage()}
            />
          )}
          {allDrawn && !feed.hasNextPage && posts.length > 0 && (
            <Text size="sm" c="gray.7" ta="center">
              {t("feed.end")}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/** Cards drawn in the first render: the first screen of a desktop (a card is 600–900 px tall). */
export const FIRST_CARDS = FIRST_SCREEN_CARDS;
/** Cards added by each background render after that. */
export const CARDS_PER_STEP = 2;

/**
 * How many of the loaded posts to draw: the first few at once, then a couple more per background
 * render (a transition) until all are drawn. A transition's render is split into short tasks but its
 * commit (the new cards' DOM, their style and layout) is one task: drawing the other eight cards in
 * one commit was a long task of its own (Lighthouse's Total Blocking Time, 4× on a phone), two cards
 * a commit keep each task short.
 *
 * `whenAsked`: draw beyond the first few only as `drawMore` asks (a phone's reader scrolling near
 * the last drawn card). A phone shows one card a screen; drawing all ten while the first loads took
 * its main thread for the eight nobody had reached, and their images and comments calls the line.
 */
function useDrawnCount(loaded: number, whenAsked: boolean): { drawn: number; drawMore: () => void } {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  const [asked, setAsked] = useState(FIRST_CARDS);
  const target = whenAsked ? Math.min(loaded, asked) : loaded;
  useEffect(() => {
    if (drawn < target) startTransition(() => setDrawn(drawn + CARDS_PER_STEP));
  }, [drawn, target]);
  const drawMore = useCallback(() => setAsked((count) => Math.max(count, drawn) + CARDS_PER_STEP), [drawn]);
  return { drawn: Math.min(drawn, loaded), drawMore };
}

function FeedError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <Alert color={forbidden ? "yellow" : "red"} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(forbidden ? "feed.forbidden" : "feed.loadFailed")}</Text>
        {!forbidden && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Infinite scroll: more comes when this comes near the viewport; the button is the fallback (and the
 * keyboard's way). Each time `progress` changes (cards drawn, a page added) the observer looks again,
 * so a screen the new cards did not fill asks for more instead of waiting for a scroll.
 */
function LoadMore({
  loading,
  progress,
  onLoadMore,
}: {
  loading: boolean;
  progress: string;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const observer = useRef<IntersectionObserver>(undefined);
  const latest = useRef({ loading, onLoadMore });
  latest.current = { loading, onLoadMore };

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading)
          latest.current.onLoadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.current.observe(element);
    return () => observer.current?.disconnect();
  }, []);

  // A target observed anew gets a fresh entry for where it is now, after this render's layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `progress` is the trigger, not read
  useEffect(() => {
    const element = ref.current;
    if (!element || !observer.current) return;
    observer.current.unobserve(element);
    observer.current.observe(element);
  }, [progress]);

  return (
    <Center ref={ref}>
      <Button variant="default" onClick={() => !loading && onLoadMore()} loading={loading}>
        {t("feed.loadMore")}
      </Button>
    </Center>
  );
}
