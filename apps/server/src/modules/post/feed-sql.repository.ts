import type { FeedFilters } from "@chorus/shared/post/feed.contract";
import { PUBLISHED_CHANNEL_STATUSES } from "@chorus/shared/post/post.rules";
import { type SQL, sql } from "drizzle-orm";
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

/**
 * PostgreSQL's array literal for a text[]: every element double-quoted, with its backslashes and
 * double quotes escaped, so a comma, brace, quote or the word NULL stays part of one element.
 */
export const textArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/** One parameter holding a text[]: the statement text stays the same whatever the list's length. */
export const textArray = (values: readonly string[]): SQL => sql`${textArrayLiteral(values)}::text[]`;

/**
 * Literals, not parameters: the planner must see `status IN ('published', 'approved')` to use the
 * partial indexes declared with that predicate (db/schema/post.ts).
 */
const PUBLISHED_STATUSES = PUBLISHED_CHANNEL_STATUSES.map((status) => `'${status}'`).join(", ");

/** A post_channel alias of the statements that use these rules. */
export type ChannelRowAlias = "pc" | "d";

/** The row's status is published (or approved), whatever its dates. */
export const publishedStatus = (alias: ChannelRowAlias): SQL =>
  sql.raw(`${alias}.status IN (${PUBLISHED_STATUSES})`);

/**
 * The SQL twin of `isLiveInChannel` (packages/shared post.rules): live = published and dated in
 * the past and not yet archived; scheduled and archived as the curator feeds count them.
 */
export function channelRowIs(alias: ChannelRowAlias, state: "live" | "scheduled" | "archived"): SQL {
  const a = alias;
  switch (state) {
    case "live":
      return sql.raw(
        `(${a}.status IN (${PUBLISHED_STATUSES}) AND ${a}.published_at <= now() AND (${a}.archived_at IS NULL OR ${a}.archived_at > now()))`,
      );
    case "scheduled":
      return sql.raw(
        `(${a}.status = 'scheduled' OR (${a}.status IN (${PUBLISHED_STATUSES}) AND ${a}.published_at > now()))`,
      );
    case "archived":
      return sql.raw(
        `(${a}.status = 'archived' OR (${a}.status IN (${PUBLISHED_STATUSES}) AND ${a}.archived_at <= now()))`,
      );
  }
}

/**
 * The row has been out in its channel: published (or approved) or archived since, with a
 * publication date that has come. What a reader's bookmark of a post in a channel they read needs.
 */
export const channelRowWasOut = (alias: ChannelRowAlias): SQL =>
  sql.raw(`(${alias}.status IN (${PUBLISHED_STATUSES}, 'archived') AND ${alias}.published_at <= now())`);

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
