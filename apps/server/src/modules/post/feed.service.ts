import { type FeedQuery, parseFeedFilters } from "@chorus/shared/post/feed.contract";
import type { FeedPage, FeedType } from "@chorus/shared/post/post.contract";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, forbidden } from "../../platform/errors.ts";
import { visibleChannelIds } from "../channel/index.ts";
import {
  bookmarkQuery,
  channelStatusQuery,
  type FeedNarrowing,
  liveTimelineQuery,
  narrowChannels,
  type PageQuery,
  type PageWindow,
  postTableQuery,
  unionQuery,
} from "./feed.repository.ts";
import { decodeCursor, encodeCursor } from "./feed-cursor.ts";
import { presentRecords } from "./post.presenter.ts";
import { loadPageRecords } from "./post.repository.ts";
import { isCommonTermRemembered } from "./term-frequency.ts";
import { archiveChannels, loadViewer, mayReadFeed, type Viewer } from "./viewer.repository.ts";

function narrowingOf(query: FeedQuery): FeedNarrowing {
  let filters = {};
  if (query.filters) {
    try {
      filters = parseFeedFilters(query.filters);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
  }
  const dateFrom = query.dateFrom ? new Date(query.dateFrom) : undefined;
  const dateTo = query.dateTo ? new Date(query.dateTo) : undefined;
  if (dateFrom && dateTo && dateFrom > dateTo) throw badRequest("dateFrom must not be after dateTo");
  return { channelId: query.channelId, postId: query.postId, dateFrom, dateTo, filters, q: query.q };
}

/** Feed types that walk the live timeline. */
const LIVE_TIMELINE_TYPES: ReadonlySet<FeedType> = new Set([
  "published",
  "published-no-user-id",
  "pob",
  "calendar",
]);

/**
 * One page of a feed: a fixed number of statements whatever the data. The viewer comes with the
 * session (the route's session join); then the page, then its posts' records (a named statement:
 * loadPageRecords says why two); a search of the live timeline: 1 more for the term's frequency.
 * The counters are not part of a page: they are the same whatever the page, type, channel or search,
 * so the client reads them once from GET /api/post3/counters and again when they change (they cost
 * several pages to count: counting them on every first page made it 3–5× dearer than page 50).
 */
export async function readFeed(ctx: RequestContext, query: FeedQuery): Promise<FeedPage> {
  const narrowing = narrowingOf(query);
  const q = narrowing.q;
  if (query.type === "calendar" && (!narrowing.dateFrom || !narrowing.dateTo)) {
    throw badRequest("The calendar feed needs dateFrom and dateTo");
  }
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw badRequest("cursor is invalid");
  if (cursor && q) throw badRequest("cursor does not apply to a search (use page)");
  // The live timeline's search plan depends on the term's frequency (feed-search.ts): one more
  // statement the first time a term is searched in a while (term-frequency.ts remembers it).
  // Curator, own and bookmark feeds search small sets through the index. (Gating both plans in the
  // page statement by the count saves this round trip but measured 7× slower at 1M posts: the
  // statement with both plans ran ~0.8 s where the taken plan alone runs in ~20 ms.)
  const [viewer, commonTerm] = await Promise.all([
    loadViewer(ctx),
    q && LIVE_TIMELINE_TYPES.has(query.type) ? isCommonTermRemembered(ctx.db, ctx.companyId, q) : false,
  ]);
  if (!mayReadFeed(query.type, viewer)) throw forbidden(`You may not read the ${query.type} feed`);
  narrowing.commonTerm = commonTerm;
  const window: PageWindow = {
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
    cursor,
  };
  const pageQuery = await feedQuery(ctx, viewer, query.type, narrowing, window);
  const rows = pageQuery
    ? await loadPageRecords(ctx.db, ctx.companyId, ctx.actor.userId, pageQuery, query.pageSize)
    : [];
  const hasMore = rows.length > query.pageSize;
  const pageRows = rows.slice(0, query.pageSize);
  const last = pageRows.at(-1);
  const postList = presentRecords(
    pageRows.flatMap((row) => row.record ?? []),
    viewer,
  );
  return {
    postList,
    page: query.page,
    pageSize: query.pageSize,
    hasMore,
    nextCursor: hasMore && last && !narrowing.q ? encodeCursor(new Date(last.sortAt), last.postId) : null,
  };
}

/** The page query of a feed type, or null when the viewer's channel set is empty. */
async function feedQuery(
  ctx: RequestContext,
  viewer: Viewer,
  type: FeedType,
  n: FeedNarrowing,
  w: PageWindow,
): Promise<PageQuery | null> {
  const { companyId } = ctx;
  const readable = narrowChannels(viewer.readable, n.channelId);
  const curated = narrowChannels(viewer.curated, n.channelId);
  const live = (channels: typeof readable, languages: readonly string[], onBehalfOnly = false) =>
    channels !== "all" && channels.length === 0
      ? null
      : liveTimelineQuery({ companyId, channels, languages, onBehalfOnly }, n, w);
  const byStatus = (channels: typeof curated, status: Parameters<typeof channelStatusQuery>[2]) =>
    channels !== "all" && channels.length === 0
      ? null
      : channelStatusQuery(companyId, channels, status, n, w);
  switch (type) {
    case "published":
      return live(readable, viewer.readLanguages);
    case "published-no-user-id":
      return live(narrowChannels(await visibleChannelIds(ctx.db, companyId, ctx.actor), n.channelId), []);
    case "pob":
      return live(readable, viewer.readLanguages, true);
    case "incoming":
      return byStatus(curated, "proposed");
    case "scheduled":
      return byStatus(curated, "scheduled");
    case "rejected":
      return byStatus(curated, "rejected");
    case "archived":
      return byStatus(archiveChannels(viewer, n.channelId), "archived");
    case "all":
      return curated === "all" ? postTableQuery(companyId, null, n, w) : byStatus(curated, "any");
    case "own":
      return postTableQuery(companyId, viewer.userId, n, w);
    case "bookmark":
      return bookmarkQuery(companyId, viewer.userId, viewer.readable, viewer.curated, n, w);
    case "calendar": {
      // Published and scheduled posts in [dateFrom, dateTo]; the union pages. Each inner list is
      // ordered like the union (date, then id, newest first) with one entry per post, and a post's
      // union date is the later of its entries: a post of the union's first N has fewer than N
      // posts ahead of it in the list that dates it, so each list's first N (offset + page) are
      // enough, where reading 1000 of each cost a 60-day calendar 3× page 1. After a cursor a list
      // entry before it may belong to a post the other list dates after it, so the lists stay long.
      const whole: PageWindow = {
        limit: w.cursor ? 1000 : w.offset + w.limit,
        offset: 0,
        cursor: null,
      };
      const published =
        readable !== "all" && readable.length === 0
          ? null
          : liveTimelineQuery({ companyId, channels: readable, languages: viewer.readLanguages }, n, whole);
      const scheduled =
        curated !== "all" && curated.length === 0
          ? null
          : channelStatusQuery(companyId, curated, "scheduled", n, whole);
      if (published && scheduled) return unionQuery(published, scheduled, w);
      const only = published ?? scheduled;
      return only ? unionQuery(only, only, w) : null;
    }
  }
}
