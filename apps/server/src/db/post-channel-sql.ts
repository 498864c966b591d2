import { PUBLISHED_CHANNEL_STATUSES } from "@chorus/shared/post/post.rules";
import { type SQL, sql } from "drizzle-orm";

/**
 * "Is this post live in a channel?" in SQL: the one definition every module's statements use
 * (the feed, widgets, notifications of a new post…), the twin of `isLiveInChannel`.
 */

/** A post_channel alias of the statements that use these rules. */
export type ChannelRowAlias = "pc" | "d";

/**
 * Literals, not parameters: the planner must see `status IN ('published', 'approved')` to use the
 * partial indexes declared with that predicate (db/schema/post.ts).
 */
const PUBLISHED_STATUSES = PUBLISHED_CHANNEL_STATUSES.map((status) => `'${status}'`).join(", ");

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
