import type { PostCounters } from "@chorus/shared/post/post.contract";
import { clampCount } from "@chorus/shared/post/post.rules";
import { type SQL, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import {
  channelStatusQuery,
  type FeedNarrowing,
  liveTimelineQuery,
  type PageWindow,
  postTableQuery,
  rowsOf,
} from "./feed.repository.ts";
import { archiveChannels, mayReadFeed, type Viewer } from "./viewer.repository.ts";

/**
 * Counts stop at this many posts: a badge reads "1000+" beyond it, and counting a million-post
 * timeline on every feed page would cost more than the page itself.
 */
export const COUNTER_CAP = 1000;

const NO_NARROWING: FeedNarrowing = { filters: {} };
const CAPPED: PageWindow = { limit: COUNTER_CAP, offset: 0, cursor: null };
const zero = sql`0`;
const countOf = (query: SQL | null): SQL => (query ? sql`(SELECT count(*) FROM (${query}) x)` : zero);
const empty = (set: string[] | "all") => set !== "all" && set.length === 0;

/**
 * The post counters of core §3 for the viewer in ONE statement: published = the published posts
 * they read; proposed, scheduled, rejected and all = the channels they curate (0 when they curate
 * none); archived = curated channels (plus readable ones when the company opens the archive).
 */
export async function loadCounters(ctx: RequestContext, viewer: Viewer): Promise<PostCounters> {
  const { companyId } = ctx;
  const curated = viewer.curated;
  const bucket = (status: Parameters<typeof channelStatusQuery>[2]) =>
    empty(curated) ? null : channelStatusQuery(companyId, curated, status, NO_NARROWING, CAPPED);
  const published = empty(viewer.readable)
    ? null
    : liveTimelineQuery(
        { companyId, channels: viewer.readable, languages: viewer.readLanguages },
        NO_NARROWING,
        CAPPED,
      );
  const archived = archiveChannels(viewer, undefined);
  const [row] = await rowsOf<Record<keyof PostCounters, string | number>>(
    ctx.db,
    sql`SELECT ${countOf(published)} AS "publishedCount",
               ${countOf(mayReadFeed("incoming", viewer) ? bucket("proposed") : null)} AS "proposedCount",
               ${countOf(mayReadFeed("scheduled", viewer) ? bucket("scheduled") : null)} AS "scheduledCount",
               ${countOf(
                 mayReadFeed("archived", viewer) && !empty(archived)
                   ? channelStatusQuery(companyId, archived, "archived", NO_NARROWING, CAPPED)
                   : null,
               )} AS "archivedCount",
               ${countOf(mayReadFeed("rejected", viewer) ? bucket("rejected") : null)} AS "rejectedCount",
               ${countOf(
                 !mayReadFeed("all", viewer)
                   ? null
                   : curated === "all"
                     ? postTableQuery(companyId, null, NO_NARROWING, CAPPED)
                     : bucket("any"),
               )} AS "allCount"`,
  );
  const read = (key: keyof PostCounters) => clampCount(Number(row?.[key] ?? 0));
  return {
    publishedCount: read("publishedCount"),
    proposedCount: read("proposedCount"),
    scheduledCount: read("scheduledCount"),
    archivedCount: read("archivedCount"),
    rejectedCount: read("rejectedCount"),
    allCount: read("allCount"),
  };
}
