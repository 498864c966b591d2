import { Alert, Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { startTransition, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { feedSearch, readFeedQuery } from "../../../lib/feed-params.ts";
import { FEED_TYPE_LABEL_KEY, type FeedType } from "../../../lib/feed-type.ts";
import { useTransitionedValue } from "../../../lib/use-transitioned-value.ts";
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
  const drawn = useDrawnCount(posts.length);
  // The first screen's first image is fetched at once and first (the page's likely largest paint).
  const priorityIndex = leadImageIndex(posts);
  const allDrawn = drawn === posts.length;

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
          {allDrawn && feed.hasNextPage && (
            <LoadMore loading={feed.isFetchingNextPage} onLoadMore={() => void feed.fetchNextPage()} />
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
 * a commit keep each task short. "Load more" shows once everything loaded is drawn.
 */
function useDrawnCount(loaded: number): number {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (drawn < loaded) startTransition(() => setDrawn(drawn + CARDS_PER_STEP));
  }, [drawn, loaded]);
  return Math.min(drawn, loaded);
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

/** Infinite scroll: the next page loads when this comes into view; the button is the fallback. */
function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, onLoadMore });
  latest.current = { loading, onLoadMore };

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading)
          latest.current.onLoadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Center ref={ref}>
      <Button variant="default" onClick={() => !loading && onLoadMore()} loading={loading}>
        {t("feed.loadMore")}
      </Button>
    </Center>
  );
}
