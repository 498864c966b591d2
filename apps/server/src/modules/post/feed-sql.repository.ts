import type { FeedFilters } from "@chorus/shared/post/feed.contract";
import { type SQL, sql } from "drizzle-orm";
import { channelRowIs } from "../../db/post-channel-sql.ts";
import { textArray } from "../../db/sql-arrays.ts";
import type { ChannelIdSet } from "../channel/index.ts";

/** SQL pieces the feed queries share (feed.repository.ts, feed-search.ts). */

/** Where a page continues from: the sort key and id of the previous page's last post. */
export interface FeedCursor {
  at: Date;
  postId: string;
}

export interface PageWindow {
  limit: number;
  offset: number;
  cursor: FeedCursor | null;
}

/** Narrowing that every type accepts (channelId, postId, dates, filters, search). */
export interface FeedNarrowing {
  channelId?: string;
  postId?: string;
  dateFrom?: Date;
  dateTo?: Date;
  filters: FeedFilters;
  q?: string;
  /**
   * `q` matches so many of the company's posts that walking the timeline and checking each row
   * finds a page sooner than the full-text index would list every match (feed-search.ts).
   */
  commonTerm?: boolean;
}

export interface TimelineSpec {
  companyId: string;
  channels: ChannelIdSet;
  /** Read languages; empty = every language. */
  languages: readonly string[];
  /** Only posts created on behalf of someone (pob). */
  onBehalfOnly?: boolean;
}

export {
  type ChannelRowAlias,
  channelRowIs,
  channelRowWasOut,
  publishedStatus,
} from "../../db/post-channel-sql.ts";
export { textArray, textArrayLiteral } from "../../db/sql-arrays.ts";

/** `column = ANY($ids)`, or nothing when the set is every channel. */
export function inChannels(column: SQL, set: ChannelIdSet): SQL {
  return set === "all" ? sql`true` : sql`${column} = ANY(${textArray(set)})`;
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const and = (parts: SQL[]): SQL => (parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `));
export const tsQuery = (q: string): SQL => sql`websearch_to_tsquery('simple', ${q})`;

/** Conditions on the post row (alias p): filters and the post id. */
export function postConditions(n: FeedNarrowing): SQL[] {
  const out: SQL[] = [];
  const { author, campaign, title, body } = n.filters;
  if (author) out.push(sql`p.created_by = ${author}`);
  if (campaign) out.push(sql`p.campaign_id = ${campaign}`);
  if (title) out.push(sql`p.title ILIKE ${`%${escapeLike(title)}%`}`);
  if (body) out.push(sql`p.body ILIKE ${`%${escapeLike(body)}%`}`);
  if (n.postId) out.push(sql`p.id = ${n.postId}`);
  return out;
}

export function liveLanguage(languages: readonly string[]): SQL[] {
  return languages.length === 0 ? [] : [sql`pc.lang = ANY(${textArray(languages)})`];
}

export function dateWindow(n: FeedNarrowing): SQL[] {
  const out: SQL[] = [];
  if (n.dateFrom) out.push(sql`pc.published_at >= ${n.dateFrom.toISOString()}::timestamptz`);
  if (n.dateTo) out.push(sql`pc.published_at <= ${n.dateTo.toISOString()}::timestamptz`);
  return out;
}

/** The same truth in a WHERE, but a boolean the planner does not estimate (one row in two). */
export const opaqueToEstimates = (condition: SQL): SQL =>
  sql`(CASE WHEN ${condition} THEN true ELSE false END)`;

/** A live row of the timeline (alias pc) in the spec's channels and read languages. */
export function liveRowConditions(spec: TimelineSpec, n: FeedNarrowing): SQL[] {
  return [
    sql`pc.company_id = ${spec.companyId}`,
    channelRowIs("pc", "live"),
    inChannels(sql`pc.channel_id`, spec.channels),
    ...liveLanguage(spec.languages),
    ...dateWindow(n),
  ];
}

export function pageClause(w: PageWindow): SQL {
  return w.cursor ? sql`LIMIT ${w.limit}` : sql`LIMIT ${w.limit} OFFSET ${w.offset}`;
}
