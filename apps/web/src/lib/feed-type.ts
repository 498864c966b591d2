/** Feed types of core §2 (`?type=`); incoming is shown as proposed, pob is post on behalf. */
export const FEED_TYPES = [
  "published",
  "own",
  "incoming",
  "scheduled",
  "archived",
  "rejected",
  "bookmark",
  "pob",
] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const DEFAULT_FEED_TYPE: FeedType = "published";

export const parseFeedType = (value: string | null): FeedType =>
  FEED_TYPES.find((type) => type === value) ?? DEFAULT_FEED_TYPE;

/** Core §4: incoming is labelled 'proposed', bookmark 'bookmarked', the others by their own name. */
export const FEED_TYPE_LABEL_KEY: Record<FeedType, string> = {
  published: "feed.type.published",
  own: "feed.type.own",
  incoming: "feed.type.incoming",
  scheduled: "feed.type.scheduled",
  archived: "feed.type.archived",
  rejected: "feed.type.rejected",
  bookmark: "feed.type.bookmark",
  pob: "feed.type.pob",
};

export const feedPath = (type: FeedType): string => `/?type=${type}`;
