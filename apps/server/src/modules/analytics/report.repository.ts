import type { PostSortKey, UserSortKey } from "@chorus/shared/analytics/analytics.contract";
import type { EmvRate } from "@chorus/shared/analytics/emv.rules";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import type { Slice } from "./analytics.policy.ts";
import {
  dayAfterStart,
  dayStart,
  NETWORK_COLUMNS,
  type NetworkColumns,
  pivotNetworkColumns,
  rowsOf,
  sumNetworkColumns,
  textArray,
} from "./analytics-sql.repository.ts";

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

/** Posts of the slice, for a row alias with company_id and post_id. */
const postInSlice = (alias: string, slice: Slice): SQL => {
  const a = sql.raw(alias);
  if (slice.kind === "company") return sql`true`;
  if (slice.kind === "groups")
    return sql`EXISTS (SELECT 1 FROM post_channel pc JOIN channel c ON c.company_id = pc.company_id AND c.id = pc.channel_id
                        WHERE pc.company_id = ${a}.company_id AND pc.post_id = ${a}.post_id
                          AND c.group_id = ANY(${textArray(slice.ids)}))`;
  return sql`EXISTS (SELECT 1 FROM post_channel pc
                      WHERE pc.company_id = ${a}.company_id AND pc.post_id = ${a}.post_id
                        AND pc.channel_id = ANY(${textArray(slice.ids)}))`;
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
 * Adoption of the slice's users: invited → registered (signed in once) → active → sharing in the
 * range. The range's active and sharing users come from index-only scans of the covering day
 * indexes (analytics_user_day_day_idx, analytics_share_day_user_idx), grouped by user in memory:
 * no sort, no UNION of the raw rows.
 */
export async function readFunnel(db: Queryable, companyId: string, slice: Slice, range: Range) {
  const inRange = sql`company_id = ${companyId} AND day BETWEEN ${range.from}::date AND ${range.to}::date`;
  const [row] = await rowsOf<{ invited: number; registered: number; active: number; sharing: number }>(
    db,
    sql`WITH u AS (
          SELECT u.id, u.password_hash, u.last_active_at FROM app_user u
           WHERE u.company_id = ${companyId} AND u.is_active AND u.created_at < ${dayAfterStart(range.to)}::timestamptz
             AND ${userInSlice(companyId, slice)}
        ),
        acted AS (SELECT user_id FROM analytics_user_day WHERE ${inRange} GROUP BY user_id),
        shared AS (
          SELECT user_id, bool_or(shares > 0) AS shared FROM analytics_share_day WHERE ${inRange} GROUP BY user_id
        ),
        flags AS (
          SELECT u.last_active_at IS NOT NULL OR u.password_hash IS NOT NULL AS signed_in,
                 a.user_id IS NOT NULL OR s.user_id IS NOT NULL
                   OR (u.last_active_at >= ${dayStart(range.from)}::timestamptz
                       AND u.last_active_at < ${dayAfterStart(range.to)}::timestamptz) AS active,
                 coalesce(s.shared, false) AS sharing
            FROM u LEFT JOIN acted a ON a.user_id = u.id LEFT JOIN shared s ON s.user_id = u.id
        )
        SELECT count(*)::int AS invited,
               count(*) FILTER (WHERE signed_in OR active)::int AS registered,
               count(*) FILTER (WHERE active)::int AS active,
               count(*) FILTER (WHERE sharing)::int AS sharing
          FROM flags`,
  );
  return row ?? { invited: 0, registered: 0, active: 0, sharing: 0 };
}

/** Points the slice's users earned in the range (company-wide: an index-only scan, no join). */
export async function readPointsTotal(db: Queryable, companyId: string, slice: Slice, range: Range) {
  if (slice.kind !== "company" && slice.ids.length === 0) return 0;
  const inRange = sql`d.company_id = ${companyId} AND d.day BETWEEN ${range.from}::date AND ${range.to}::date`;
  const [row] = await rowsOf<{ points: number | null }>(
    db,
    slice.kind === "company"
      ? sql`SELECT coalesce(sum(d.points), 0)::int AS points FROM analytics_user_day d WHERE ${inRange}`
      : sql`SELECT coalesce(sum(d.points), 0)::int AS points FROM analytics_user_day d
              JOIN app_user u ON u.company_id = d.company_id AND u.id = d.user_id
             WHERE ${inRange} AND ${userInSlice(companyId, slice)}`,
  );
  return Number(row?.points ?? 0);
}

/** Σ over networks of clicks × CPC + shares × reach × CPM / 1000, for a row alias with the network columns. */
const emvExpression = (alias: string, rates: readonly EmvRate[]): SQL =>
  sql.join(
    NETWORK_COLUMNS.map((c) => {
      const rate = rates.find((r) => r.network === c.network);
      const cpc = rate?.cpc ?? 0;
      const perShare = ((rate?.impressionsPerShare ?? 0) * (rate?.cpm ?? 0)) / 1000;
      return sql`${sql.raw(`${alias}${c.clicks}`)} * ${cpc}::float8 + ${sql.raw(`${alias}${c.shares}`)} * ${perShare}::float8`;
    }),
    sql` + `,
  );
const impressionsExpression = (alias: string, rates: readonly EmvRate[]): SQL =>
  sql.join(
    NETWORK_COLUMNS.map((c) => {
      const perShare = rates.find((r) => r.network === c.network)?.impressionsPerShare ?? 0;
      return sql`${sql.raw(`${alias}${c.shares}`)} * ${perShare}::int`;
    }),
    sql` + `,
  );

const POST_SORT: Record<Exclude<PostSortKey, "emv" | "impressions">, string> = {
  publishedAt: "t.published_at",
  views: "t.views",
  reads: "t.reads",
  likes: "t.likes",
  comments: "t.comments",
  videoPlays: "t.video_plays",
  shares: "t.shares",
  clicks: "t.clicks",
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

/**
 * Posts of the slice first published in the range, not deleted: read from the covering
 * analytics_post_total_published_idx (index-only), deleted posts left out by a hash anti-join on
 * the small post_deleted_idx.
 */
const postsInRange = (companyId: string, slice: Slice, range: Range): SQL =>
  sql`t.company_id = ${companyId}
      AND t.published_at >= ${dayStart(range.from)}::timestamptz
      AND t.published_at < ${dayAfterStart(range.to)}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM post p
                       WHERE p.company_id = t.company_id AND p.id = t.post_id AND p.deleted_at IS NOT NULL)
      AND ${postInSlice("t", slice)}`;

/**
 * How many posts the page has. Company-wide from the rollup: the company scope's `posts` (posts
 * first published each day) over the range, less the deleted ones among them (a handful, through
 * post_deleted_idx). A group or channel slice counts its rows (a post in two of the slice's
 * channels is one row of the page but two scope counts).
 */
const countPosts = (companyId: string, slice: Slice, range: Range, where: SQL): SQL =>
  slice.kind === "company"
    ? sql`SELECT ((SELECT coalesce(sum(posts), 0) FROM analytics_scope_day
                    WHERE company_id = ${companyId} AND scope = 'company' AND scope_id = ${companyId}
                      AND day BETWEEN ${range.from}::date AND ${range.to}::date)
                - (SELECT count(*) FROM post p
                     JOIN analytics_post_total t ON t.company_id = p.company_id AND t.post_id = p.id
                    WHERE p.company_id = ${companyId} AND p.deleted_at IS NOT NULL
                      AND t.published_at >= ${dayStart(range.from)}::timestamptz
                      AND t.published_at < ${dayAfterStart(range.to)}::timestamptz))::int AS total`
    : sql`SELECT count(*)::int AS total FROM analytics_post_total t WHERE ${where}`;

/**
 * Posts of the slice first published in the range, with their figures to date, sorted and paged,
 * and how many there are: two statements side by side (a window count would make the page read
 * every row of the range before the limit).
 */
export async function readPostPage(
  db: Queryable,
  companyId: string,
  slice: Slice,
  range: Range,
  page: { sort: PostSortKey; order: "asc" | "desc"; limit: number; offset: number },
  rates: readonly EmvRate[],
): Promise<{ rows: PostTotalRow[]; total: number }> {
  if (slice.kind !== "company" && slice.ids.length === 0) return { rows: [], total: 0 };
  const sortBy =
    page.sort === "emv"
      ? emvExpression("t.", rates)
      : page.sort === "impressions"
        ? impressionsExpression("t.", rates)
        : sql.raw(POST_SORT[page.sort]);
  // By publication the rows have no null (the range excludes them): plain ASC/DESC matches the
  // index order, so the newest page is a walk of 50 index entries, not a sort of the range.
  const direction = sql.raw(
    page.sort === "publishedAt"
      ? page.order === "asc"
        ? "ASC"
        : "DESC"
      : page.order === "asc"
        ? "ASC NULLS FIRST"
        : "DESC NULLS LAST",
  );
  const where = postsInRange(companyId, slice, range);
  const [rows, counted] = await Promise.all([
    rowsOf<PostTotalRow>(
      db,
      sql`SELECT t.post_id, t.published_at, t.views, t.reads, t.likes, t.comments, t.video_plays,
                 ${sql.raw(NETWORK_COLUMNS.flatMap((c) => [`t.${c.shares}`, `t.${c.clicks}`]).join(", "))}
            FROM analytics_post_total t
           WHERE ${where}
           ORDER BY ${sortBy} ${direction}, t.post_id ${direction}
           LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM analytics_post_total t WHERE ${where}`,
    ),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
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
  const inRange = sql`company_id = ${companyId} AND day BETWEEN ${range.from}::date AND ${range.to}::date`;
  return rowsOf<UserRow>(
    db,
    sql`WITH u AS (
          SELECT u.id, u.first_name, u.last_name, u.email, u.group_id, u.last_active_at FROM app_user u
           WHERE u.company_id = ${companyId} AND u.is_active AND ${userInSlice(companyId, slice)}
        ),
        activity AS (
          SELECT user_id, sum(views) AS views, sum(likes) AS likes, sum(comments) AS comments, sum(points) AS points
            FROM analytics_user_day WHERE ${inRange} AND user_id IN (SELECT id FROM u) GROUP BY 1
        ),
        shared AS (
          SELECT user_id, sum(shares) AS shares, sum(clicks) AS clicks, ${pivotNetworkColumns()}
            FROM analytics_share_day WHERE ${inRange} AND user_id IN (SELECT id FROM u) GROUP BY 1
        ),
        days AS (
          SELECT user_id, count(*) AS active_days FROM (
            SELECT user_id, day FROM analytics_user_day WHERE ${inRange} AND user_id IN (SELECT id FROM u)
            UNION
            SELECT user_id, day FROM analytics_share_day WHERE ${inRange} AND user_id IN (SELECT id FROM u)
          ) d GROUP BY 1
        ),
        joined AS (
          SELECT u.id, u.first_name, u.last_name, u.email, g.name AS group_name, u.last_active_at,
                 coalesce(a.views, 0)::int AS views, coalesce(a.likes, 0)::int AS likes,
                 coalesce(a.comments, 0)::int AS comments, coalesce(a.points, 0)::int AS points,
                 coalesce(s.shares, 0)::int AS shares, coalesce(s.clicks, 0)::int AS clicks,
                 coalesce(d.active_days, 0)::int AS active_days,
                 ${sql.raw(
                   NETWORK_COLUMNS.flatMap((c) => [
                     `coalesce(s.${c.shares}, 0)::int AS ${c.shares}`,
                     `coalesce(s.${c.clicks}, 0)::int AS ${c.clicks}`,
                   ]).join(", "),
                 )}
            FROM u
            LEFT JOIN activity a ON a.user_id = u.id
            LEFT JOIN shared s ON s.user_id = u.id
            LEFT JOIN days d ON d.user_id = u.id
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
            UNION SELECT company_id, user_id FROM analytics_share_day WHERE ${inRange}
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
