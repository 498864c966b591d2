import {
  type FeedType,
  type PostChannelStatus,
  type PostCounters,
  type PostType,
  SHAREABLE_POST_TYPES,
} from "./post.contract.ts";

/** The derived publish status of a post (core §4). */
export type PostPublishStatus = "proposed" | "scheduled" | "archived" | "published";

type DateLike = Date | string | null | undefined;
const time = (value: DateLike): number | null => (value == null ? null : new Date(value).getTime());

export interface PublishDates {
  publishedAt: DateLike;
  archivedAt: DateLike;
}

/**
 * Core §4: "no publishedAt = proposed; publishedAt in the future = scheduled; archivedAt set and
 * now after it = archived; otherwise published."
 */
export function publishStatusOf(dates: PublishDates, now: Date = new Date()): PostPublishStatus {
  const publishedAt = time(dates.publishedAt);
  if (publishedAt === null) return "proposed";
  if (publishedAt > now.getTime()) return "scheduled";
  const archivedAt = time(dates.archivedAt);
  if (archivedAt !== null && now.getTime() > archivedAt) return "archived";
  return "published";
}

/**
 * A post's status: "A post is proposed when it has channels and all are proposed"; otherwise the
 * status follows its dates.
 */
export function postPublishStatus(
  post: PublishDates & { channelList: readonly { status: PostChannelStatus }[] },
  now: Date = new Date(),
): PostPublishStatus {
  const { channelList } = post;
  if (channelList.length > 0 && channelList.every((channel) => channel.status === "proposed"))
    return "proposed";
  return publishStatusOf(post, now);
}

/**
 * One channel of a post: "a channel whose status is not published keeps it, otherwise it is derived
 * from dates" (a published channel with a future date is scheduled, past its archive date archived).
 */
export function postChannelStatusOf(
  channel: PublishDates & { status: PostChannelStatus },
  now: Date = new Date(),
): PostChannelStatus {
  if (channel.status !== "published") return channel.status;
  return publishStatusOf(channel, now);
}

/** The channel statuses under which a post is out in a channel (approved is a published proposal). */
export const PUBLISHED_CHANNEL_STATUSES = [
  "published",
  "approved",
] as const satisfies readonly PostChannelStatus[];

const isPublishedStatus = (status: string): boolean =>
  (PUBLISHED_CHANNEL_STATUSES as readonly string[]).includes(status);

/**
 * Core §4: a post is live in a channel when it is published there, its publication date has come
 * and its archive date (if any) has not. The SQL twin is `channelRowIs(alias, "live")` in the
 * server's feed-sql.ts.
 */
export function isLiveInChannel(
  channel: PublishDates & { status: PostChannelStatus | string },
  now: Date = new Date(),
): boolean {
  const publishedAt = time(channel.publishedAt);
  const archivedAt = time(channel.archivedAt);
  return (
    isPublishedStatus(channel.status) &&
    publishedAt !== null &&
    publishedAt <= now.getTime() &&
    (archivedAt === null || archivedAt > now.getTime())
  );
}

/**
 * Archived in a channel: archived by a curator, or published with an archive date that has come.
 * The SQL twin is `channelRowIs(alias, "archived")`.
 */
export function isArchivedInChannel(
  channel: { status: PostChannelStatus | string; archivedAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (channel.status === "archived") return true;
  const archivedAt = time(channel.archivedAt);
  return isPublishedStatus(channel.status) && archivedAt !== null && archivedAt <= now.getTime();
}

/** Offered for sharing: a shareable type, live in at least one of its channels (the share route's gate). */
export const isShareablePost = (
  type: PostType | string,
  channels: readonly (PublishDates & { status: PostChannelStatus | string })[],
  now: Date = new Date(),
): boolean => isShareableType(type) && channels.some((channel) => isLiveInChannel(channel, now));

/**
 * The post's dates are those of its earliest dated channel (channels usually share them); a
 * proposed or rejected channel's dates do not count.
 */
export function earliestDatedChannel<
  C extends { status: PostChannelStatus | string; publishedAt: Date | null },
>(channels: readonly C[]): C | undefined {
  return channels
    .filter((c) => c.publishedAt !== null && c.status !== "rejected" && c.status !== "proposed")
    .sort((a, b) => (a.publishedAt as Date).getTime() - (b.publishedAt as Date).getTime())[0];
}

/** The counters a feed type moves or shows (core §4 "Feed type to counter"). */
export type FeedCounter =
  | "proposed"
  | "scheduled"
  | "archived"
  | "published"
  | "rejected"
  | "own"
  | "pob"
  | "all";

/**
 * "incoming to proposed; scheduled, archived, published, rejected, own, pob as named; bookmark or
 * none means published". The catalogue's other types: all → all; published-no-user-id and
 * calendar read published posts, so they count as published.
 */
export function feedCounterOf(type: FeedType | null | undefined): FeedCounter {
  switch (type) {
    case "incoming":
      return "proposed";
    case "scheduled":
    case "archived":
    case "published":
    case "rejected":
    case "own":
    case "pob":
    case "all":
      return type;
    default:
      return "published";
  }
}

/** The counters field of a counter, where the counters response has one. */
export const COUNTER_FIELD: Partial<Record<FeedCounter, keyof PostCounters>> = {
  published: "publishedCount",
  proposed: "proposedCount",
  scheduled: "scheduledCount",
  archived: "archivedCount",
  rejected: "rejectedCount",
  all: "allCount",
};

/** Feed type labels (core §4): "incoming shown 'proposed', bookmark shown 'bookmarked', others by own name." */
export function feedTypeLabel(type: FeedType): string {
  if (type === "incoming") return "proposed";
  if (type === "bookmark") return "bookmarked";
  return type;
}

/** Shareable post types: link, article, image, video (catalogue §9). */
export const isShareableType = (type: PostType | string): boolean =>
  (SHAREABLE_POST_TYPES as readonly string[]).includes(type);

/** Counters move between buckets but never go below 0 (core §4). */
export const clampCount = (count: number): number => Math.max(0, Math.trunc(count));
