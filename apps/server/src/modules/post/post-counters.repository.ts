import type { PostCounters } from "@chorus/shared/post/post.contract";
import { clampCount } from "@chorus/shared/post/post.rules";
import { type SQL, sql } from "drizzle-orm";
import { preparedRows } from "../../db/prepared.ts";
import type { RequestContext } from "../../platform/context.ts";
import type { ChannelIdSet } from "../channel/index.ts";
import {
  channelStatusQuery,
  datedStatusCount,
  type FeedNarrowing,
  liveTimelineCount,
  type PageWindow,
  postTableQuery,
} from "./feed.repository.ts";
import { inChannels, opaqueToEstimates, textArray } from "./feed-sql.repository.ts";
import { archiveChannels, mayReadFeed, type Viewer } from "./viewer.repository.ts";

/**
 * Counts stop at this many posts: a badge reads "1000+" beyond it. Below it every count is exact
 * (the spec's counters move one by one on every write, core §4).
 */
export const COUNTER_CAP = 1000;

const NO_NARROWING: FeedNarrowing = { filters: {} };
const CAPPED: PageWindow = { limit: COUNTER_CAP, offset: 0, cursor: null };
const zero = sql`0`;
const empty = (set: ChannelIdSet) => set !== "all" && set.length === 0;

/** The exact count of a bucket's posts, stopping at COUNTER_CAP: the walk of up to CAP posts. */
const cappedCount = (query: SQL): SQL => sql`(SELECT count(*) FROM (${query}) x)`;

/** Stored statuses a bucket certainly holds (a dated row may add to them, never take away). */
type CountedStatuses = readonly string[] | "any";

/**
 * The kept counts (post_channel_count, kept by triggers on post_channel) of the channels' rows. The
 * channel test is opaque to the estimator: the company's few hundred kept rows are read whole
 * whatever it says, and the counters are planned on every run (PostgreSQL keeps choosing custom
 * plans for them), where estimating a reader's 40 channel ids against the statistics in each
 * sub-select added to that planning.
 */
function keptRows(companyId: string, channels: ChannelIdSet, statuses: CountedStatuses): SQL {
  const status = statuses === "any" ? sql`true` : sql`k.status = ANY(${textArray([...statuses])})`;
  return sql`post_channel_count k
     WHERE k.company_id = ${companyId} AND ${opaqueToEstimates(inChannels(sql`k.channel_id`, channels))} AND ${status}`;
}

/**
 * A bucket's bounds from the kept counts, as a row (`lower`, `total`): the most posts any ONE of the
 * channels holds in these stored statuses, and the sum over the channels. One channel's rows are
 * distinct posts, so the maximum is a lower bound of the bucket's distinct posts; the sum an upper
 * bound (a post in two channels counts twice). Both from one read of the kept counts.
 */
function channelBounds(companyId: string, channels: ChannelIdSet, statuses: CountedStatuses): SQL {
  return sql`(SELECT coalesce(max(m.n), 0) AS lower, coalesce(sum(m.n), 0) AS total
      FROM (SELECT sum(k.n) AS n FROM ${keptRows(companyId, channels, statuses)} GROUP BY k.channel_id) m)`;
}

/** A bound computed by a sub-select, as a row (`lower`) read once however often CASE names it. */
const lowerBoundRow = (count: SQL): SQL => sql`(SELECT ${count} AS lower OFFSET 0)`;

/**
 * The distinct posts with a row of this stored status in the channels, up to CAP, read from
 * post_channel_status_idx (company_id, status, post_id DESC) alone: no join with post (a deleted
 * post's rows are deleted with it, markPostDeleted) and no per-row probe, a few ms for CAP posts
 * where the feed's walk (join, group, probe) took 150–200 ms at 1M posts under load.
 */
function distinctWithStatus(companyId: string, channels: ChannelIdSet, status: string): SQL {
  // The dated feeds list only rows with a publication date (datedStatusQuery); the index carries it.
  const dated =
    status === "scheduled" || status === "archived" ? sql`AND pc.published_at IS NOT NULL` : sql``;
  return sql`(SELECT count(*) FROM (
    SELECT DISTINCT pc.post_id FROM post_channel pc
     WHERE pc.company_id = ${companyId} AND pc.status = ${sql.raw(`'${status}'`)} ${dated}
       AND ${inChannels(sql`pc.channel_id`, channels)}
     ORDER BY pc.post_id DESC LIMIT ${COUNTER_CAP}) d)`;
}

/**
 * A bucket's count from the cheapest source that decides it, in order: CAP when the lower bound
 * reaches it (one channel alone holding CAP posts of the bucket, say); the bound itself when it
 * equals the upper bound (`exactWhenTotal`: the row's `total`); else `otherwise`, an exact count
 * up to CAP. PostgreSQL runs an uncorrelated sub-select only when CASE reaches it, so what the
 * earlier branches decide costs nothing further; the bounds are a row, so each is read once
 * (named three times in CASE, the same sub-select ran three times).
 */
function decidedCount(steps: { bounds: SQL; exactWhenTotal?: boolean; otherwise: SQL }): SQL {
  const exact = steps.exactWhenTotal ? sql`WHEN b.lower = b.total THEN b.lower` : sql``;
  return sql`(SELECT CASE WHEN b.lower >= ${COUNTER_CAP} THEN ${COUNTER_CAP} ${exact} ELSE ${steps.otherwise} END
      FROM ${steps.bounds} b)`;
}

/**
 * The live rows (published or approved, dated in the past, not yet archived) of the ONE readable
 * channel that holds the most published rows in the read languages, up to CAP, read from
 * post_channel_channel_live_idx alone. Live is a matter of time, so the kept counts (by stored
 * status) cannot say it; this probe can: CAP live rows in one channel are CAP distinct live posts.
 */
function liveProbe(companyId: string, channels: readonly string[], languages: readonly string[]): SQL {
  const lang = (alias: string) =>
    languages.length === 0 ? sql`true` : sql`${sql.raw(alias)}.lang = ANY(${textArray([...languages])})`;
  const fullest = sql`SELECT k.channel_id FROM post_channel_count k
     WHERE k.company_id = ${companyId} AND ${opaqueToEstimates(sql`k.channel_id = ANY(${textArray([...channels])})`)}
       AND k.status IN ('published', 'approved') AND ${lang("k")}
     GROUP BY k.channel_id ORDER BY sum(k.n) DESC, k.channel_id LIMIT 1`;
  return sql`(SELECT count(*) FROM (
    SELECT 1 FROM post_channel pc
     WHERE pc.company_id = ${companyId} AND pc.channel_id = (${fullest})
       AND pc.status IN ('published', 'approved') AND pc.published_at <= now()
       AND (pc.archived_at IS NULL OR pc.archived_at > now()) AND ${lang("pc")}
     LIMIT ${COUNTER_CAP}) probe)`;
}

/**
 * The post counters of core §3 for the viewer in ONE statement: published = the published posts
 * they read; proposed, scheduled, rejected and all = the channels they curate (0 when they curate
 * none); archived = curated channels (plus readable ones when the company opens the archive).
 * Each is exact up to COUNTER_CAP; beyond it the kept per-channel counts (or the one-channel live
 * probe) say so in a few index reads, where counting CAP deduplicated posts per bucket cost
 * several feed pages (README "The feed against its own statements").
 */
export async function loadCounters(ctx: RequestContext, viewer: Viewer): Promise<PostCounters> {
  const { companyId } = ctx;
  const curated = viewer.curated;
  const archived = archiveChannels(viewer, undefined);
  const statusBucket = (
    allowed: boolean,
    channels: ChannelIdSet,
    status: "proposed" | "rejected" | "scheduled" | "archived",
  ): SQL => {
    if (!allowed || empty(channels)) return zero;
    const indexed = distinctWithStatus(companyId, channels, status);
    // Proposed and rejected are stored statuses only: the kept counts or the index count are
    // exact. Scheduled and archived also hold published rows by their dates: the rows stored as
    // scheduled (archived) only bound them from below, the feed's walk counts them exactly.
    if (status === "proposed" || status === "rejected") {
      return decidedCount({
        bounds: channelBounds(companyId, channels, [status]),
        exactWhenTotal: true,
        otherwise: indexed,
      });
    }
    // The kept counts do not see the publication date, so only the index count bounds these.
    return decidedCount({
      bounds: lowerBoundRow(indexed),
      otherwise: datedStatusCount(companyId, channels, status, COUNTER_CAP),
    });
  };
  const published = empty(viewer.readable)
    ? zero
    : decidedCount({
        bounds: lowerBoundRow(liveProbe(companyId, viewer.readable, viewer.readLanguages)),
        otherwise: liveTimelineCount(
          { companyId, channels: viewer.readable, languages: viewer.readLanguages },
          COUNTER_CAP,
        ),
      });
  // "all" of a curator of every channel is every post of the company, channels or none: a channel's
  // rows still bound it from below, never exactly.
  const all =
    !mayReadFeed("all", viewer) || empty(curated)
      ? zero
      : decidedCount({
          bounds: channelBounds(companyId, curated, "any"),
          otherwise: cappedCount(
            curated === "all"
              ? postTableQuery(companyId, null, NO_NARROWING, CAPPED)
              : channelStatusQuery(companyId, curated, "any", NO_NARROWING, CAPPED),
          ),
        });
  // A named prepared statement: the text (a few shapes per role) is planned once per connection,
  // where planning it took three times as long as running it (9 ms against 3 ms at 1M posts).
  const [row] = await preparedRows<Record<keyof PostCounters, string | number>>(
    ctx.db,
    sql`SELECT ${published} AS "publishedCount",
               ${statusBucket(mayReadFeed("incoming", viewer), curated, "proposed")} AS "proposedCount",
               ${statusBucket(mayReadFeed("scheduled", viewer), curated, "scheduled")} AS "scheduledCount",
               ${statusBucket(mayReadFeed("archived", viewer), archived, "archived")} AS "archivedCount",
               ${statusBucket(mayReadFeed("rejected", viewer), curated, "rejected")} AS "rejectedCount",
               ${all} AS "allCount"`,
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
