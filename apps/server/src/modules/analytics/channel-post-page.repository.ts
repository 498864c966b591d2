import { type SQL, sql } from "drizzle-orm";
import { dayAfterStart, dayStart, textArray } from "./analytics-sql.repository.ts";

/**
 * A channel's or group's posts page from analytics_channel_post: the top offset + limit of each
 * (channel, month of first publication) read in order from that pair's sorted index, or, by
 * publication, of each channel from its publication index; then merged, a post in several of the
 * slice's channels once. Each candidate is checked against post_channel (still in the channel) and
 * the deleted posts, so the walk stops after offset + limit posts that count.
 *
 * Exact: a post among the slice's top N is, in any of its channels of the slice, behind only posts
 * that are also in the slice and ahead of it, so it is within that channel's top N.
 */

export interface ChannelPageQuery {
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/** Still in that channel, and not deleted (alias c of analytics_channel_post). */
const stillCounts = sql`EXISTS (SELECT 1 FROM post_channel pc
                                 WHERE pc.company_id = c.company_id AND pc.post_id = c.post_id
                                   AND pc.channel_id = c.channel_id)
      AND NOT EXISTS (SELECT 1 FROM post p
                       WHERE p.company_id = c.company_id AND p.id = c.post_id AND p.deleted_at IS NOT NULL)`;

const inRange = (range: { from: string; to: string }): SQL =>
  sql`c.published_at >= ${dayStart(range.from)}::timestamptz
      AND c.published_at < ${dayAfterStart(range.to)}::timestamptz`;

/**
 * The page's post ids and sort values, in order. `column` is an analytics_channel_post column
 * (a constant of the caller's sort table, never input); `months` the months the range touches.
 */
export function channelPageIds(
  companyId: string,
  channelIds: readonly string[],
  range: { from: string; to: string },
  months: readonly { month: string; whole: boolean }[],
  page: ChannelPageQuery,
  column: string,
): SQL {
  const dir = sql.raw(page.order === "asc" ? "ASC" : "DESC");
  const key = sql.raw(`c.${column}`);
  const top = page.offset + page.limit;
  const branches =
    column === "published_at"
      ? channelIds.map(
          (channelId) =>
            sql`(SELECT c.post_id, c.published_at AS sort_value FROM analytics_channel_post c
                  WHERE c.company_id = ${companyId} AND c.channel_id = ${channelId} AND ${inRange(range)}
                    AND ${stillCounts}
                  ORDER BY c.published_at ${dir}, c.post_id ${dir} LIMIT ${top})`,
        )
      : channelIds.flatMap((channelId) =>
          months.map(
            ({ month, whole }) =>
              sql`(SELECT c.post_id, ${key} AS sort_value FROM analytics_channel_post c
                    WHERE c.company_id = ${companyId} AND c.channel_id = ${channelId}
                      AND c.published_month = ${month}::date ${whole ? sql`` : sql`AND ${inRange(range)}`}
                      AND ${stillCounts}
                    ORDER BY ${key} ${dir}, c.post_id ${dir} LIMIT ${top})`,
          ),
        );
  return sql`SELECT DISTINCT post_id, sort_value FROM (${sql.join(branches, sql` UNION ALL `)}) b
              ORDER BY sort_value ${dir}, post_id ${dir}
              LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * How many posts of one channel or one group were first published in the range: the scope's
 * `posts` over the range (each post once per scope), less its deleted posts of the range.
 */
export function countScopePosts(
  companyId: string,
  scope: "channel" | "group",
  scopeId: string,
  channelIds: readonly string[],
  range: { from: string; to: string },
): SQL {
  return sql`SELECT ((SELECT coalesce(sum(posts), 0) FROM analytics_scope_day
                       WHERE company_id = ${companyId} AND scope = ${scope} AND scope_id = ${scopeId}
                         AND day BETWEEN ${range.from}::date AND ${range.to}::date)
                   - (SELECT count(DISTINCT p.id) FROM post p
                        JOIN post_channel pc ON pc.company_id = p.company_id AND pc.post_id = p.id
                        JOIN analytics_post_total t ON t.company_id = p.company_id AND t.post_id = p.id
                       WHERE p.company_id = ${companyId} AND p.deleted_at IS NOT NULL
                         AND pc.channel_id = ANY(${textArray(channelIds)})
                         AND t.published_at >= ${dayStart(range.from)}::timestamptz
                         AND t.published_at < ${dayAfterStart(range.to)}::timestamptz))::int AS total`;
}
