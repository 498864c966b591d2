import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.ts";
import type { ChannelIdSet } from "../channel/index.ts";
import { indexedSearchQuery, rankWithinWindow } from "./feed-search.repository.ts";
import {
  and,
  channelRowIs,
  channelRowWasOut,
  dateWindow,
  type FeedCursor,
  type FeedNarrowing,
  inChannels,
  liveRowConditions,
  opaqueToEstimates,
  type PageWindow,
  pageClause,
  postConditions,
  type TimelineSpec,
  textArray,
  tsQuery,
} from "./feed-sql.repository.ts";

export type { FeedCursor, FeedNarrowing, PageWindow, TimelineSpec };
export { rowsOf };

/** A page's statement, built here and run through rowsOf. */
export type PageQuery = SQL;

/** One page's post ids in feed order, plus the sort key for the next cursor. */
export interface FeedRow {
  postId: string;
  sortAt: Date;
}

/**
 * `column = ANY(every channel of the company)` for "all": keeps post_channel_channel_idx
 * (company_id, channel_id, status) usable for a status lookup, where no channel condition would
 * scan the company's whole range.
 */
function inChannelsIndexed(column: SQL, companyId: string, set: ChannelIdSet): SQL {
  if (set !== "all") return inChannels(column, set);
  return sql`${column} = ANY(ARRAY(SELECT c.id FROM channel c WHERE c.company_id = ${companyId}))`;
}

/** The channel set a feed walks, narrowed to one channel when asked. */
export function narrowChannels(set: ChannelIdSet, channelId: string | undefined): ChannelIdSet {
  if (!channelId) return set;
  return set === "all" || set.includes(channelId) ? [channelId] : [];
}

const needsPostJoin = (n: FeedNarrowing): boolean =>
  Object.keys(n.filters).length > 0 || n.postId !== undefined || n.q !== undefined;

/**
 * A post in several channels of the set is listed once, by its first row in the walk's order (the
 * latest publishedAt, then the smallest channel id; an undated row never comes first): the row `pc`
 * is kept only when it is that row.
 * Written as a correlated subquery, not as `NOT EXISTS (an earlier row)`: the same rows, but the
 * anti-join made the planner weigh join orders over every post_channel index, and the page
 * statement (planned on every request, with its values) took ~1 ms to plan for ~0.3 ms to run at
 * 1M posts; as a subplan it plans in about half that, and runs the same index probe per row.
 *
 * Wrapped in a CASE for the planner's estimate, not for its value: `column = (subplan)` is guessed
 * to keep ~1 row in 100 (one channel id among the column's distinct values), when nearly every row
 * is its post's first. With that guess a company of ~10,000 posts looked too sparse to walk: the
 * planner read every live row of the reader's channels and sorted them (~5,000 subplan probes, 34 ms
 * a page) instead of walking the timeline for the page's 11 rows (0.2 ms). A CASE is an opaque
 * boolean to the estimator, which then assumes one row in two, and the walk wins at every size.
 *
 * The probe's own channel test is wrapped the same way, for the planning time: the probe reads one
 * post's rows through post_channel_post_live_idx whatever it estimates, yet the planner estimated
 * `d.channel_id = ANY(<the reader's channels>)` element by element against the column's statistics
 * on every request. Opaque, the page statement plans in ~0.32 ms instead of ~0.47 ms for a reader
 * of 40 channels (1M posts), with the same plan and the same ~0.07 ms to run.
 */
function firstRowOfPost(rowIs: SQL, inSet: SQL): SQL {
  return opaqueToEstimates(sql`pc.channel_id = (
      SELECT d.channel_id FROM post_channel d
       WHERE d.post_id = pc.post_id AND ${rowIs} AND ${opaqueToEstimates(inSet)} AND d.published_at IS NOT NULL
       ORDER BY d.published_at DESC, d.channel_id
       LIMIT 1)`);
}

/**
 * How many posts a walk lists, up to `cap` (the counters): the walk's rows, each post's first row
 * kept, counted, in no order. The rows' own conditions sit in a sub-select the planner may not
 * merge (`OFFSET 0`), so the per-row probe of firstRowOfPost is costed on the rows that reach it.
 * Merged, the planner charged the probe to every row an index scan reads before its cheaper
 * conditions drop most of them, and at ~10,000 posts preferred probing post_channel once per post
 * of the company (200 ms for 700 archived posts) to reading the status's rows (14 ms).
 */
function countedWalk(conditions: SQL[], firstRow: SQL, cap: number): SQL {
  return sql`(SELECT count(*) FROM (
    SELECT 1 FROM (SELECT pc.post_id, pc.channel_id FROM post_channel pc WHERE ${and(conditions)} OFFSET 0) pc
     WHERE ${firstRow}
     LIMIT ${cap}) counted)`;
}

/**
 * The live timeline (published and approved rows with publishedAt ≤ now < archivedAt), walked
 * newest first through post_channel_timeline_idx: a row is kept when its channel is in the set and
 * its language is read, and when it is its post's first live row in the set (firstRowOfPost, probed
 * through post_channel_post_live_idx). See DESIGN.md "The feed query".
 * A search `q` lists a rare term's matches through the GIN index and checks a common term on each
 * row of the walk (feed-search.ts; `n.commonTerm` says which).
 */
export function liveTimelineQuery(spec: TimelineSpec, n: FeedNarrowing, w: PageWindow): SQL {
  if (n.q && !n.commonTerm) return indexedSearchQuery(spec, n, w);
  const joinPost = needsPostJoin(n) || spec.onBehalfOnly;
  const conditions: SQL[] = [...liveRowConditions(spec, n), liveFirstRow(spec)];
  if (w.cursor)
    conditions.push(
      sql`(pc.published_at, pc.post_id) < (${w.cursor.at.toISOString()}::timestamptz, ${w.cursor.postId})`,
    );
  if (joinPost) {
    conditions.push(sql`p.deleted_at IS NULL`, ...postConditions(n));
    if (spec.onBehalfOnly) conditions.push(sql`p.created_by_type = 'behalf'`);
    if (n.q) conditions.push(sql`p.search_vector @@ ${tsQuery(n.q)}`);
  }
  const walk = sql`
    SELECT pc.post_id AS "postId", pc.published_at AS "sortAt"
           ${n.q ? sql`, ts_rank(p.search_vector, ${tsQuery(n.q)}) AS rank` : sql``}
      FROM post_channel pc
      ${joinPost ? sql`JOIN post p ON p.id = pc.post_id AND p.company_id = pc.company_id` : sql``}
     WHERE ${and(conditions)}
     ORDER BY pc.published_at DESC, pc.post_id DESC
     ${pageClause(w)}`;
  return n.q ? rankWithinWindow(walk, w) : walk;
}

const liveFirstRow = (spec: TimelineSpec): SQL =>
  firstRowOfPost(channelRowIs("d", "live"), inChannels(sql`d.channel_id`, spec.channels));

/**
 * The posts of the live timeline (no narrowing), counted up to `cap`: the same rows as
 * liveTimelineQuery's walk. A post's rows go when the post is deleted (markPostDeleted), so the
 * walk's rows need no post to be counted.
 */
export function liveTimelineCount(spec: TimelineSpec, cap: number): SQL {
  return countedWalk(liveRowConditions(spec, { filters: {} }), liveFirstRow(spec), cap);
}

/** Which post_channel rows a curator feed keeps. */
export type ChannelRowStatus = "proposed" | "scheduled" | "archived" | "rejected" | "any";

function statusCondition(status: ChannelRowStatus): SQL {
  switch (status) {
    case "proposed":
      return sql`pc.status = 'proposed'`;
    case "rejected":
      return sql`pc.status = 'rejected'`;
    case "scheduled":
    case "archived":
      return channelRowIs("pc", status);
    case "any":
      return sql`true`;
  }
}

/**
 * A feed over post_channel rows of one status in a channel set (proposed, scheduled, archived,
 * rejected, all), one entry per post, newest first (publishedAt, or the post's creation when it has
 * none).
 */
export function channelStatusQuery(
  companyId: string,
  channels: ChannelIdSet,
  status: ChannelRowStatus,
  n: FeedNarrowing,
  w: PageWindow,
): SQL {
  if (!n.q && (status === "proposed" || status === "rejected")) {
    return undatedStatusQuery(companyId, channels, status, n, w);
  }
  if (!n.q && (status === "archived" || status === "scheduled")) {
    return datedStatusQuery(companyId, channels, status, n, w);
  }
  const conditions: SQL[] = [
    sql`pc.company_id = ${companyId}`,
    inChannelsIndexed(sql`pc.channel_id`, companyId, channels),
    statusCondition(status),
    sql`p.deleted_at IS NULL`,
    ...postConditions(n),
    ...dateWindow(n),
  ];
  if (n.q) conditions.push(sql`p.search_vector @@ ${tsQuery(n.q)}`);
  const having = w.cursor
    ? sql`HAVING (max(coalesce(pc.published_at, p.created_at)), pc.post_id) < (${w.cursor.at.toISOString()}::timestamptz, ${w.cursor.postId})`
    : sql``;
  const order = n.q
    ? sql`ORDER BY max(ts_rank(p.search_vector, ${tsQuery(n.q)})) DESC, "sortAt" DESC, pc.post_id DESC`
    : sql`ORDER BY "sortAt" DESC, pc.post_id DESC`;
  return sql`
    SELECT pc.post_id AS "postId", max(coalesce(pc.published_at, p.created_at)) AS "sortAt"
      FROM post_channel pc JOIN post p ON p.id = pc.post_id AND p.company_id = pc.company_id
     WHERE ${and(conditions)}
     GROUP BY pc.post_id
     ${having}
     ${order}
     ${pageClause(w)}`;
}

/**
 * Proposed and rejected rows carry no publishedAt (core §4; rejecting clears it), so their posts
 * come newest created first, and ids carry their creation time: walking post_channel_status_idx
 * (company_id, status, post_id DESC) in order groups each post's rows as they come and stops after
 * the page, where sorting by date had to read and join every row of the status first (a second
 * at 1M posts with 5% proposed).
 */
function undatedStatusQuery(
  companyId: string,
  channels: ChannelIdSet,
  status: "proposed" | "rejected",
  n: FeedNarrowing,
  w: PageWindow,
): SQL {
  const conditions: SQL[] = [
    sql`pc.company_id = ${companyId}`,
    sql`pc.status = ${status}`,
    inChannels(sql`pc.channel_id`, channels),
    sql`p.deleted_at IS NULL`,
    ...postConditions(n),
    ...dateWindow(n),
  ];
  if (w.cursor) conditions.push(sql`pc.post_id < ${w.cursor.postId}`);
  return sql`
    SELECT pc.post_id AS "postId", max(coalesce(pc.published_at, p.created_at)) AS "sortAt"
      FROM post_channel pc JOIN post p ON p.id = pc.post_id AND p.company_id = pc.company_id
     WHERE ${and(conditions)}
     GROUP BY pc.post_id
     ORDER BY pc.post_id DESC
     ${pageClause(w)}`;
}

/**
 * Archived and scheduled rows are dated (archiving and scheduling set publishedAt, core §4), so
 * their feed walks post_channel_dated_idx newest first like the live timeline: a row is kept when it
 * is archived (or scheduled) in the set and is its post's first such row (firstRowOfPost). The
 * page costs the rows walked to fill it, not every archived row (which grow with every post once
 * it expires).
 */
function datedStatusQuery(
  companyId: string,
  channels: ChannelIdSet,
  status: "archived" | "scheduled",
  n: FeedNarrowing,
  w: PageWindow,
): SQL {
  const conditions: SQL[] = [
    ...datedRowConditions(companyId, channels, status),
    sql`p.deleted_at IS NULL`,
    ...postConditions(n),
    ...dateWindow(n),
    datedFirstRow(channels, status),
  ];
  if (w.cursor)
    conditions.push(
      sql`(pc.published_at, pc.post_id) < (${w.cursor.at.toISOString()}::timestamptz, ${w.cursor.postId})`,
    );
  return sql`
    SELECT pc.post_id AS "postId", pc.published_at AS "sortAt"
      FROM post_channel pc JOIN post p ON p.id = pc.post_id AND p.company_id = pc.company_id
     WHERE ${and(conditions)}
     ORDER BY pc.published_at DESC, pc.post_id DESC
     ${pageClause(w)}`;
}

/** A row archived (or scheduled) in the set, dated: what datedStatusQuery walks. */
const datedRowConditions = (companyId: string, channels: ChannelIdSet, status: "archived" | "scheduled") => [
  sql`pc.company_id = ${companyId}`,
  sql`pc.status IN ('archived', 'scheduled', 'published', 'approved')`,
  sql`pc.published_at IS NOT NULL`,
  channelRowIs("pc", status),
  inChannels(sql`pc.channel_id`, channels),
];

const datedFirstRow = (channels: ChannelIdSet, status: "archived" | "scheduled"): SQL =>
  firstRowOfPost(channelRowIs("d", status), inChannels(sql`d.channel_id`, channels));

/**
 * The posts of an archived (scheduled) feed without narrowing, counted up to `cap`: the rows
 * datedStatusQuery walks. A deleted post's rows are deleted with it (markPostDeleted), so no join.
 */
export function datedStatusCount(
  companyId: string,
  channels: ChannelIdSet,
  status: "archived" | "scheduled",
  cap: number,
): SQL {
  return countedWalk(datedRowConditions(companyId, channels, status), datedFirstRow(channels, status), cap);
}

/**
 * Posts straight from the post table, newest created first: the actor's own posts, or every post of
 * the company (a manager's "all").
 */
export function postTableQuery(
  companyId: string,
  createdBy: string | null,
  n: FeedNarrowing,
  w: PageWindow,
): SQL {
  const conditions: SQL[] = [
    sql`p.company_id = ${companyId}`,
    sql`p.deleted_at IS NULL`,
    ...postConditions(n),
  ];
  if (createdBy) conditions.push(sql`p.created_by = ${createdBy}`);
  if (n.q) conditions.push(sql`p.search_vector @@ ${tsQuery(n.q)}`);
  if (n.dateFrom) conditions.push(sql`p.created_at >= ${n.dateFrom.toISOString()}::timestamptz`);
  if (n.dateTo) conditions.push(sql`p.created_at <= ${n.dateTo.toISOString()}::timestamptz`);
  if (n.channelId) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM post_channel pc WHERE pc.post_id = p.id AND pc.channel_id = ${n.channelId})`,
    );
  }
  if (w.cursor)
    conditions.push(
      sql`(p.created_at, p.id) < (${w.cursor.at.toISOString()}::timestamptz, ${w.cursor.postId})`,
    );
  const order = n.q
    ? sql`ORDER BY ts_rank(p.search_vector, ${tsQuery(n.q)}) DESC, p.created_at DESC, p.id DESC`
    : sql`ORDER BY p.created_at DESC, p.id DESC`;
  return sql`
    SELECT p.id AS "postId", p.created_at AS "sortAt" FROM post p
     WHERE ${and(conditions)}
     ${order}
     ${pageClause(w)}`;
}

/**
 * The actor's bookmarks, newest bookmark first, keeping posts they can still open: live or archived
 * in a channel they read, in a channel they curate, or their own.
 */
export function bookmarkQuery(
  companyId: string,
  userId: string,
  readable: readonly string[],
  curated: ChannelIdSet,
  n: FeedNarrowing,
  w: PageWindow,
): SQL {
  const conditions: SQL[] = [
    sql`b.company_id = ${companyId}`,
    sql`b.user_id = ${userId}`,
    sql`p.deleted_at IS NULL`,
    ...postConditions(n),
    sql`(p.created_by = ${userId} OR EXISTS (
      SELECT 1 FROM post_channel pc
       WHERE pc.post_id = b.post_id AND pc.company_id = b.company_id
         AND (${inChannels(sql`pc.channel_id`, curated)}
              OR (pc.channel_id = ANY(${textArray(readable)}) AND ${channelRowWasOut("pc")}))))`,
  ];
  if (n.channelId) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM post_channel pc WHERE pc.post_id = b.post_id AND pc.channel_id = ${n.channelId})`,
    );
  }
  if (n.q) conditions.push(sql`p.search_vector @@ ${tsQuery(n.q)}`);
  if (w.cursor)
    conditions.push(
      sql`(b.created_at, b.post_id) < (${w.cursor.at.toISOString()}::timestamptz, ${w.cursor.postId})`,
    );
  return sql`
    SELECT b.post_id AS "postId", b.created_at AS "sortAt"
      FROM bookmark b JOIN post p ON p.id = b.post_id AND p.company_id = b.company_id
     WHERE ${and(conditions)}
     ORDER BY b.created_at DESC, b.post_id DESC
     ${pageClause(w)}`;
}

/** Union of two page queries (calendar: live + scheduled), deduplicated per post. */
export function unionQuery(first: SQL, second: SQL, w: PageWindow): SQL {
  const cursor = w.cursor
    ? sql`HAVING (max(u."sortAt"), u."postId") < (${w.cursor.at.toISOString()}::timestamptz, ${w.cursor.postId})`
    : sql``;
  return sql`
    SELECT u."postId", max(u."sortAt") AS "sortAt" FROM ((${first}) UNION ALL (${second})) u
     GROUP BY u."postId" ${cursor}
     ORDER BY "sortAt" DESC, u."postId" DESC
     ${pageClause(w)}`;
}
