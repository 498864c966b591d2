import type { PostSortKey, UserSortKey } from "@chorus/shared/analytics/analytics.contract";
import type { EmvRate } from "@chorus/shared/analytics/emv.rules";
import { NEWSLETTER_SHARE_MEDIA } from "@chorus/shared/share/newsletter-link";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import type { Slice } from "./analytics.policy.ts";
import {
  dayAfterStart,
  dayStart,
  NETWORK_COLUMNS,
  type NetworkColumns,
  rowsOf,
  sumNetworkColumns,
  textArray,
} from "./analytics-sql.repository.ts";
import { channelPageIds, countScopePosts } from "./channel-post-page.repository.ts";
import { emvExpression, impressionsExpression } from "./valuation-sql.repository.ts";

/** Reads of the rollup tables (never raw events), scoped by company and the caller's slice. */

export interface Range {
  from: string;
  to: string;
}

const scopeRows = (companyId: string, slice: Slice): SQL => {
  if (slice.kind === "company") return sql`scope = 'company' AND scope_id = ${companyId}`;
  if (slice.kind === "groups") return sql`scope = 'group' AND scope_id = ANY(${textArray(slice.ids)})`;
  return sql`scope = 'channel' AND scope_id = ANY(${textArray(slice.ids)})`;
};

/**
 * Users of the slice (alias u of app_user): a group's members; a channel's audience (its
 * subscribers, everyone who reads it when it is mandatory).
 */
const userInSlice = (companyId: string, slice: Slice): SQL => {
  if (slice.kind === "company") return sql`true`;
  if (slice.kind === "groups") return sql`u.group_id = ANY(${textArray(slice.ids)})`;
  const ids = textArray(slice.ids);
  return sql`(EXISTS (SELECT 1 FROM channel_subscription cs
                       WHERE cs.company_id = ${companyId} AND cs.user_id = u.id AND cs.channel_id = ANY(${ids}))
           OR EXISTS (SELECT 1 FROM channel c
                       WHERE c.company_id = ${companyId} AND c.id = ANY(${ids}) AND c.is_mandatory
                         AND (c.group_id IS NULL OR c.group_id = u.group_id)))`;
};

export type ScopeDayRow = NetworkColumns & {
  day: string;
  posts: number;
  views: number;
  reads: number;
  likes: number;
  comments: number;
  video_plays: number;
};

/** The slice's figures per day of the range. */
export async function readScopeDays(db: Queryable, companyId: string, slice: Slice, range: Range) {
  if (slice.kind !== "company" && slice.ids.length === 0) return [];
  return rowsOf<ScopeDayRow>(
    db,
    sql`SELECT day::text AS day, sum(posts)::int AS posts, sum(views)::int AS views, sum(reads)::int AS reads,
               sum(likes)::int AS likes, sum(comments)::int AS comments, sum(video_plays)::int AS video_plays,
               ${sumNetworkColumns()}
          FROM analytics_scope_day
         WHERE company_id = ${companyId} AND ${scopeRows(companyId, slice)}
           AND day BETWEEN ${range.from}::date AND ${range.to}::date
         GROUP BY day ORDER BY day`,
  );
}

/**
 * The slice's users' figures to date at the end of the range (alias e) and before it (alias s):
 * a range's figure is the difference. Each side is every user's row valid on that day (the last
 * on or before it), read in one scan of analytics_user_to_date_valid_idx (GiST, figures
 * INCLUDEd) and hash-joined to the users: two index scans whatever the range and the users.
 * MATERIALIZED keeps the planner from turning either side back into a probe per user.
 */
const TO_DATE_FIGURES = sql.raw(
  ["user_id", "active_days", "views", "likes", "comments", "points", "shares", "clicks"]
    .concat(NETWORK_COLUMNS.flatMap((c) => [c.shares, c.clicks]))
    .join(", "),
);
const toDateRows = (companyId: string, range: Range): SQL =>
  sql`e AS MATERIALIZED (
        SELECT ${TO_DATE_FIGURES} FROM analytics_user_to_date
         WHERE company_id = ${companyId} AND valid @> ${range.to}::date
      ),
      s AS MATERIALIZED (
        SELECT ${TO_DATE_FIGURES} FROM analytics_user_to_date
         WHERE company_id = ${companyId} AND valid @> (${range.from}::date - 1)
      )`;
const toDateJoins = (): SQL =>
  sql`LEFT JOIN e ON e.user_id = u.id
      LEFT JOIN s ON s.user_id = u.id`;
const inRangeOf = (column: string, as = column): SQL =>
  sql.raw(`(coalesce(e.${column}, 0) - coalesce(s.${column}, 0))::int AS ${as}`);

/**
 * Adoption of the slice's users: invited → registered (signed in once) → active → sharing in the
 * range. Active: a day with activity in the range (the to-date active-day count grew) or a sign-in
 * in it; sharing: the to-date share count grew.
 */
export async function readFunnel(db: Queryable, companyId: string, slice: Slice, range: Range) {
  const [row] = await rowsOf<{ invited: number; registered: number; active: number; sharing: number }>(
    db,
    sql`WITH ${toDateRows(companyId, range)},
        u AS (
          SELECT u.id, u.password_hash, u.last_active_at FROM app_user u
           WHERE u.company_id = ${companyId} AND u.is_active AND u.created_at < ${dayAfterStart(range.to)}::timestamptz
             AND ${userInSlice(companyId, slice)}
        ),
        flags AS (
          SELECT u.last_active_at IS NOT NULL OR u.password_hash IS NOT NULL AS signed_in,
                 coalesce(e.active_days, 0) > coalesce(s.active_days, 0)
                   OR (u.last_active_at >= ${dayStart(range.from)}::timestamptz
                       AND u.last_active_at < ${dayAfterStart(range.to)}::timestamptz) AS active,
                 coalesce(e.shares, 0) > coalesce(s.shares, 0) AS sharing
            FROM u ${toDateJoins()}
        )
        SELECT count(*)::int AS invited,
               count(*) FILTER (WHERE signed_in OR active)::int AS registered,
               count(*) FILTER (WHERE active)::int AS active,
               count(*) FILTER (WHERE sharing)::int AS sharing
          FROM flags`,
  );
  return row ?? { invited: 0, registered: 0, active: 0, sharing: 0 };
}

/** Points the slice's users earned in the range (every user of the company, active or not). */
export async function readPointsTotal(db: Queryable, companyId: string, slice: Slice, range: Range) {
  if (slice.kind !== "company" && slice.ids.length === 0) return 0;
  const [row] = await rowsOf<{ points: number | null }>(
    db,
    sql`WITH ${toDateRows(companyId, range)}
        SELECT coalesce(sum(coalesce(e.points, 0) - coalesce(s.points, 0)), 0)::int AS points
          FROM app_user u ${toDateJoins()}
         WHERE u.company_id = ${companyId} AND ${userInSlice(companyId, slice)}`,
  );
  return Number(row?.points ?? 0);
}

/** The analytics_post_total column of each sort; emv and impressions are stored with the rates. */
const POST_SORT: Record<PostSortKey, string> = {
  publishedAt: "published_at",
  views: "views",
  reads: "reads",
  likes: "likes",
  comments: "comments",
  videoPlays: "video_plays",
  shares: "shares",
  clicks: "clicks",
  emv: "emv",
  impressions: "impressions",
};

export type PostTotalRow = NetworkColumns & {
  post_id: string;
  published_at: string | Date | null;
  views: number;
  reads: number;
  likes: number;
  comments: number;
  video_plays: number;
};

const POST_COLUMNS = sql.raw(
  ["post_id", "published_at", "views", "reads", "likes", "comments", "video_plays"]
    .concat(NETWORK_COLUMNS.flatMap((c) => [c.shares, c.clicks]))
    .map((c) => `t.${c}`)
    .join(", "),
);

/** First published in the range and not deleted (deleted posts: the small post_deleted_idx). */
const publishedIn = (range: Range): SQL =>
  sql`t.published_at >= ${dayStart(range.from)}::timestamptz
      AND t.published_at < ${dayAfterStart(range.to)}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM post p
                       WHERE p.company_id = t.company_id AND p.id = t.post_id AND p.deleted_at IS NOT NULL)`;

/**
 * The company's posts count: the company scope's `posts` (posts first published each day) over the
 * range, less the deleted ones among them (a handful, through post_deleted_idx).
 */
const countCompanyPosts = (companyId: string, range: Range): SQL =>
  sql`SELECT ((SELECT coalesce(sum(posts), 0) FROM analytics_scope_day
                WHERE company_id = ${companyId} AND scope = 'company' AND scope_id = ${companyId}
                  AND day BETWEEN ${range.from}::date AND ${range.to}::date)
            - (SELECT count(*) FROM post p
                 JOIN analytics_post_total t ON t.company_id = p.company_id AND t.post_id = p.id
                WHERE p.company_id = ${companyId} AND p.deleted_at IS NOT NULL
                  AND t.published_at >= ${dayStart(range.from)}::timestamptz
                  AND t.published_at < ${dayAfterStart(range.to)}::timestamptz))::int AS total`;

/** The first day of every UTC month the range touches, and whether the range covers it whole. */
export function monthsOf(range: Range): { month: string; whole: boolean }[] {
  const months: { month: string; whole: boolean }[] = [];
  let cursor = new Date(`${range.from.slice(0, 7)}-01T00:00:00Z`);
  while (cursor.toISOString().slice(0, 10) <= range.to) {
    const month = cursor.toISOString().slice(0, 10);
    const next = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1));
    const last = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
    months.push({ month, whole: range.from <= month && last <= range.to });
    cursor = next;
  }
  return months;
}

interface PageQuery {
  sort: PostSortKey;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * The company's page sorted by a figure: the top offset + limit of each month of first publication,
 * read in order from that month's sorted index (analytics_post_total_<figure>_idx), then merged. A
 * 365-day page reads 13 × (offset + limit) index entries instead of sorting 500,000 rows.
 */
function companyPageByFigure(companyId: string, range: Range, page: PageQuery, column: string): SQL {
  const dir = sql.raw(page.order === "asc" ? "ASC" : "DESC");
  const key = sql.raw(`t.${column}`);
  const branches = monthsOf(range).map(
    ({ month, whole }) =>
      sql`(SELECT ${POST_COLUMNS}, ${key} AS sort_value FROM analytics_post_total t
            WHERE t.company_id = ${companyId} AND t.published_month = ${month}::date
              AND ${whole ? sql`NOT EXISTS (SELECT 1 FROM post p WHERE p.company_id = t.company_id AND p.id = t.post_id AND p.deleted_at IS NOT NULL)` : publishedIn(range)}
            ORDER BY ${key} ${dir}, t.post_id ${dir}
            LIMIT ${page.offset + page.limit})`,
  );
  return sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) b
              ORDER BY sort_value ${dir}, post_id ${dir}
              LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * Posts of some channels first published in the range. Candidates come from
 * analytics_post_channel_range_idx: a post first published in the range has, in each of its
 * channels, no publication date yet or one on or after its first publication, so on or after the
 * range's start; the range itself is then checked on analytics_post_total. Reads the channels'
 * posts since the range's start (not the company's), sorted in memory.
 */
const channelCandidates = (companyId: string, channelIds: readonly string[], range: Range): SQL =>
  sql`SELECT DISTINCT pc.post_id FROM post_channel pc
       WHERE pc.company_id = ${companyId} AND pc.channel_id = ANY(${textArray(channelIds)})
         AND (pc.published_at >= ${dayStart(range.from)}::timestamptz OR pc.published_at IS NULL)`;

/**
 * Posts of the slice first published in the range, with their figures to date, sorted and paged,
 * and how many there are (two statements side by side: a window count would read every row).
 * `storedValuesCurrent`: the stored EMV and impressions are the current rates' (else those two
 * sorts use the expression with the rates, exact but a sort of the range).
 */
export async function readPostPage(
  db: Queryable,
  companyId: string,
  slice: Slice,
  range: Range,
  page: PageQuery,
  valuation: { rates: readonly EmvRate[]; storedValuesCurrent: boolean },
): Promise<{ rows: PostTotalRow[]; total: number }> {
  const valued = page.sort === "emv" || page.sort === "impressions";
  const sortBy =
    valued && !valuation.storedValuesCurrent
      ? page.sort === "emv"
        ? emvExpression("t.", valuation.rates)
        : impressionsExpression("t.", valuation.rates)
      : sql.raw(`t.${POST_SORT[page.sort]}`);
  // No null in the sorted columns (published_at is in the range): plain ASC/DESC match the indexes.
  const dir = sql.raw(page.order === "asc" ? "ASC" : "DESC");
  const ordered = sql`ORDER BY ${sortBy} ${dir}, t.post_id ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`;
  if (slice.kind === "company") {
    const rows =
      page.sort === "publishedAt" || (valued && !valuation.storedValuesCurrent)
        ? sql`SELECT ${POST_COLUMNS} FROM analytics_post_total t
               WHERE t.company_id = ${companyId} AND ${publishedIn(range)} ${ordered}`
        : companyPageByFigure(companyId, range, page, POST_SORT[page.sort]);
    const [found, counted] = await Promise.all([
      rowsOf<PostTotalRow>(db, rows),
      rowsOf<{ total: number }>(db, countCompanyPosts(companyId, range)),
    ]);
    return { rows: found, total: Number(counted[0]?.total ?? 0) };
  }
  const channelIds = await sliceChannelIds(db, companyId, slice);
  if (channelIds === "all" || channelIds.length === 0) return { rows: [], total: 0 };
  const inSlice = sql`WITH k AS (${channelCandidates(companyId, channelIds, range)})`;
  const from = sql`FROM k JOIN analytics_post_total t ON t.company_id = ${companyId} AND t.post_id = k.post_id
                  WHERE ${publishedIn(range)}`;
  // Stored EMV and impressions stale (rates just changed): those sorts use the expression over
  // the channels' candidates; every other sort walks the (channel, month) sorted indexes.
  const rows =
    valued && !valuation.storedValuesCurrent
      ? sql`${inSlice} SELECT ${POST_COLUMNS} ${from} ${ordered}`
      : sql`SELECT ${POST_COLUMNS}
              FROM (${channelPageIds(companyId, channelIds, range, monthsOf(range), page, POST_SORT[page.sort])}) m
              JOIN analytics_post_total t ON t.company_id = ${companyId} AND t.post_id = m.post_id
             ORDER BY m.sort_value ${dir}, m.post_id ${dir}`;
  // One channel or one group: its scope's count of first publications; several: the candidates.
  const count =
    slice.ids.length === 1
      ? countScopePosts(
          companyId,
          slice.kind === "channels" ? "channel" : "group",
          slice.ids[0] ?? "",
          channelIds,
          range,
        )
      : sql`${inSlice} SELECT count(*)::int AS total ${from}`;
  const [found, counted] = await Promise.all([
    rowsOf<PostTotalRow>(db, rows),
    rowsOf<{ total: number }>(db, count),
  ]);
  return { rows: found, total: Number(counted[0]?.total ?? 0) };
}

/** Title, type, campaign and channel names of some posts (a page of the posts table). */
export async function readPostDetails(db: Queryable, companyId: string, postIds: readonly string[]) {
  if (postIds.length === 0) return [];
  return rowsOf<{
    id: string;
    title: string;
    type: string;
    campaign_name: string | null;
    channel_names: string[];
  }>(
    db,
    sql`SELECT p.id, p.title, p.type, cp.name AS campaign_name,
               coalesce(array(SELECT c.name FROM post_channel pc
                                JOIN channel c ON c.company_id = pc.company_id AND c.id = pc.channel_id
                               WHERE pc.company_id = p.company_id AND pc.post_id = p.id ORDER BY c.name), '{}') AS channel_names
          FROM post p LEFT JOIN campaign cp ON cp.company_id = p.company_id AND cp.id = p.campaign_id
         WHERE p.company_id = ${companyId} AND p.id = ANY(${textArray(postIds)})`,
  );
}

const USER_SORT: Record<Exclude<UserSortKey, "emv">, string> = {
  name: "lower(u.last_name || ' ' || u.first_name)",
  views: "views",
  likes: "likes",
  comments: "comments",
  shares: "shares",
  clicks: "clicks",
  points: "points",
  activeDays: "active_days",
};

export type UserRow = NetworkColumns & {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  group_name: string | null;
  last_active_at: string | Date | null;
  views: number;
  likes: number;
  comments: number;
  points: number;
  shares: number;
  clicks: number;
  active_days: number;
  total: number;
};

/** The slice's users with their activity in the range, sorted and paged. */
export async function readUserPage(
  db: Queryable,
  companyId: string,
  slice: Slice,
  range: Range,
  page: { sort: UserSortKey; order: "asc" | "desc"; limit: number; offset: number },
  rates: readonly EmvRate[],
) {
  if (slice.kind !== "company" && slice.ids.length === 0) return [];
  const sortBy = page.sort === "emv" ? emvExpression("", rates) : sql.raw(USER_SORT[page.sort]);
  const direction = sql.raw(page.order === "asc" ? "ASC NULLS FIRST" : "DESC NULLS LAST");
  return rowsOf<UserRow>(
    db,
    sql`WITH ${toDateRows(companyId, range)},
        u AS (
          SELECT u.id, u.first_name, u.last_name, u.email, u.group_id, u.last_active_at FROM app_user u
           WHERE u.company_id = ${companyId} AND u.is_active AND ${userInSlice(companyId, slice)}
        ),
        joined AS (
          SELECT u.id, u.first_name, u.last_name, u.email, g.name AS group_name, u.last_active_at,
                 ${sql.join(
                   ["views", "likes", "comments", "points", "shares", "clicks", "active_days"]
                     .concat(NETWORK_COLUMNS.flatMap((c) => [c.shares, c.clicks]))
                     .map((column) => inRangeOf(column)),
                   sql`, `,
                 )}
            FROM u ${toDateJoins()}
            LEFT JOIN user_group g ON g.company_id = ${companyId} AND g.id = u.group_id
        )
        SELECT u.*, count(*) OVER ()::int AS total FROM joined u
         ORDER BY ${sortBy} ${direction}, u.id
         LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export type InsightRow = NetworkColumns & {
  scope_id: string;
  posts: number;
  views: number;
  reads: number;
  likes: number;
  comments: number;
  video_plays: number;
};

/** Per channel (or campaign in a channel) among some channels: the range's figures. */
export async function readInsight(
  db: Queryable,
  companyId: string,
  range: Range,
  scope: "channel" | "campaign_channel",
  channelIds: "all" | readonly string[],
) {
  if (channelIds !== "all" && channelIds.length === 0) return [];
  const channelOf = scope === "channel" ? sql`scope_id` : sql`split_part(scope_id, ':', 2)`;
  const inChannels = channelIds === "all" ? sql`true` : sql`${channelOf} = ANY(${textArray(channelIds)})`;
  return rowsOf<InsightRow>(
    db,
    sql`SELECT scope_id, sum(posts)::int AS posts, sum(views)::int AS views, sum(reads)::int AS reads,
               sum(likes)::int AS likes, sum(comments)::int AS comments, sum(video_plays)::int AS video_plays,
               ${sumNetworkColumns()}
          FROM analytics_scope_day
         WHERE company_id = ${companyId} AND scope = ${scope} AND ${inChannels}
           AND day BETWEEN ${range.from}::date AND ${range.to}::date
         GROUP BY scope_id`,
  );
}

export async function readChannelNames(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM channel WHERE company_id = ${companyId} AND id = ANY(${textArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function readCampaigns(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; color: string }>();
  const rows = await rowsOf<{ id: string; name: string; color: string }>(
    db,
    sql`SELECT id, name, color FROM campaign WHERE company_id = ${companyId} AND id = ANY(${textArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, color: r.color }]));
}

export type CompanyRow = NetworkColumns & {
  id: string;
  name: string;
  subdomain: string | null;
  users: number;
  active_users: number;
  posts: number;
  views: number;
};

/** Every company's adoption and results in the range (the provider's dashboard). */
export async function readCompanies(db: Queryable, range: Range) {
  const inRange = sql`day BETWEEN ${range.from}::date AND ${range.to}::date`;
  return rowsOf<CompanyRow>(
    db,
    sql`WITH totals AS (
          SELECT company_id, sum(posts)::int AS posts, sum(views)::int AS views, ${sumNetworkColumns()}
            FROM analytics_scope_day WHERE scope = 'company' AND ${inRange} GROUP BY 1
        ),
        active AS (
          SELECT company_id, count(DISTINCT user_id)::int AS active_users FROM (
            SELECT company_id, user_id FROM analytics_user_day WHERE ${inRange}
            UNION SELECT company_id, user_id FROM analytics_share_day
                   WHERE ${inRange} AND network <> ${NEWSLETTER_SHARE_MEDIA}
          ) a GROUP BY 1
        ),
        users AS (SELECT company_id, count(*)::int AS users FROM app_user WHERE is_active GROUP BY 1)
        SELECT c.id, c.name, c.subdomain, coalesce(us.users, 0) AS users, coalesce(a.active_users, 0) AS active_users,
               coalesce(t.posts, 0) AS posts, coalesce(t.views, 0) AS views,
               ${sql.raw(
                 NETWORK_COLUMNS.flatMap((n) => [
                   `coalesce(t.${n.shares}, 0) AS ${n.shares}`,
                   `coalesce(t.${n.clicks}, 0) AS ${n.clicks}`,
                 ]).join(", "),
               )}
          FROM company c
          LEFT JOIN totals t ON t.company_id = c.id
          LEFT JOIN active a ON a.company_id = c.id
          LEFT JOIN users us ON us.company_id = c.id
         ORDER BY c.name`,
  );
}

/** Channels of the company visible in a slice (for the insight calls). */
export async function sliceChannelIds(
  db: Queryable,
  companyId: string,
  slice: Slice,
): Promise<"all" | string[]> {
  if (slice.kind === "company") return "all";
  if (slice.kind === "channels") return slice.ids;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM channel WHERE company_id = ${companyId} AND group_id = ANY(${textArray(slice.ids)})`,
  );
  return rows.map((r) => r.id);
}
