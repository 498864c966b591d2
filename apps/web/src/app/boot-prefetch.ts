import { WIDE_LAYOUT_MEDIA } from "@chorus/shared/boot/feed-boot";
import type { QueryClient } from "@tanstack/react-query";
import { publicConfigQuery } from "../features/auth/api.ts";
import { channelListQuery } from "../features/channel/index.ts";
import { onboardingStateQuery } from "../features/onboarding/api.ts";
import {
  featuredImageUrl,
  featuredPostsQuery,
  feedQuery,
  postCountersQuery,
  preloadImage,
  preloadLeadImage,
} from "../features/post/index.ts";
import { session2Query, sessionEnhancementQuery, sessionProbeQuery } from "../features/session/index.ts";
import { maintenanceStatusQuery } from "../features/status/api.ts";
import { readFeedQuery } from "../lib/feed-params.ts";
import { htmlSanitizer } from "../lib/sanitize.ts";
import { loadSidebars } from "./layout/MainLayout.tsx";

/** The feed's own path: the page most visits start on, and the one worth fetching for ahead. */
const FEED_PATH = "/";

/**
 * Starts, all at once and before React renders, the calls the feed's gates and first page would
 * otherwise make one wave after another (status → session → onboarding → feed): the first posts
 * then arrive one round trip after the scripts. The screens' hooks use the same query options, so
 * they attach to these requests instead of sending their own.
 *
 * Only on the feed: a signed-out visitor there is sent to login by the session answers anyway,
 * while on a public page the signed-in calls would send them there for nothing.
 */
export function prefetchForBoot(queryClient: QueryClient, location: Pick<Location, "pathname" | "search">) {
  void queryClient.prefetchQuery(maintenanceStatusQuery());
  void queryClient.prefetchQuery(sessionProbeQuery());
  void queryClient.prefetchQuery(publicConfigQuery());
  if (location.pathname !== FEED_PATH) return;
  void queryClient.prefetchQuery(session2Query());
  void queryClient.prefetchQuery(sessionEnhancementQuery());
  void queryClient.prefetchQuery(onboardingStateQuery());
  // The first page before the sidebars' calls: the browser sends six at a time on HTTP/1.1, and the
  // server answers them in turn; the posts are what the page waits for.
  const query = readFeedQuery(new URLSearchParams(location.search));
  queryClient
    .fetchInfiniteQuery(feedQuery(query))
    .then((feed) => preloadLeadImage(feed.pages[0]?.postList ?? []))
    .catch(() => undefined);
  // Beside the feed on a wide screen: the sidebars' code, which the page would ask for only once drawn.
  const wide = typeof window !== "undefined" && window.matchMedia?.(WIDE_LAYOUT_MEDIA).matches === true;
  if (wide) loadSidebars().catch(() => undefined);
  // The featured posts' large image leads the right sidebar, beside the feed on a wide screen (often
  // the page's largest paint there): fetched from the widget's answer, not once the sidebar is drawn.
  queryClient
    .fetchQuery(featuredPostsQuery())
    .then((widgets) => {
      const first = widgets.widgetList.find((widget) => widget.type === "featured")?.postList[0];
      if (first && wide) preloadImage(featuredImageUrl(first));
    })
    .catch(() => undefined);
  void queryClient.prefetchQuery(channelListQuery());
  // The navbar's Posts counts (a feed page does not carry them), after what the page waits for.
  void queryClient.prefetchQuery(postCountersQuery());
  // Post bodies are HTML, cleaned by DOMPurify before they show: its code comes with the data, not
  // in the first JavaScript (which the data calls would otherwise wait for), nor after the posts.
  htmlSanitizer.load().catch(() => undefined);
}
