import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { at, daterange, objectId } from "./columns.ts";

/**
 * Analytics: a few raw events of its own (video plays), the company's EMV rates, and rollup tables
 * kept by the analytics.rollup job. Screens read the rollups only, never raw events.
 * Shares and clicks are kept per network (one column pair per network of SHARE_MEDIA) so the
 * earned media value is computed when read, with the company's current rates.
 */
const counter = (name: string) => integer(name).notNull().default(0);

/** One pair of columns per network (ANALYTICS_NETWORKS): shares and unique clicks. */
const networkCounters = () => ({
  sharesLinkedin: counter("shares_linkedin"),
  clicksLinkedin: counter("clicks_linkedin"),
  sharesTwitter: counter("shares_twitter"),
  clicksTwitter: counter("clicks_twitter"),
  sharesFacebook: counter("shares_facebook"),
  clicksFacebook: counter("clicks_facebook"),
  sharesXing: counter("shares_xing"),
  clicksXing: counter("clicks_xing"),
  sharesViadeo: counter("shares_viadeo"),
  clicksViadeo: counter("clicks_viadeo"),
  sharesGeneric: counter("shares_generic"),
  clicksGeneric: counter("clicks_generic"),
  // The newsletter's post links (no person's share): clicks only, see ANALYTICS_NETWORKS.
  sharesEmail: counter("shares_email"),
  clicksEmail: counter("clicks_email"),
});

const engagementCounters = () => ({
  views: counter("views"),
  reads: counter("reads"),
  likes: counter("likes"),
  comments: counter("comments"),
  videoPlays: counter("video_plays"),
});

/** A play of a post's video (GET /api/analytics/videostream): once per viewer, post and UTC day. */
export const analyticsVideoPlay = pgTable(
  "analytics_video_play",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    playedAt: at("played_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.day] }),
    index("analytics_video_play_day_idx").on(t.day),
  ],
);

/** A company's EMV rate for one network; a network without a row uses DEFAULT_EMV_RATES. */
export const analyticsEmvRate = pgTable(
  "analytics_emv_rate",
  {
    companyId: objectId("company_id").notNull(),
    network: text("network").notNull(),
    cpc: doublePrecision("cpc").notNull(),
    cpm: doublePrecision("cpm").notNull(),
    impressionsPerShare: integer("impressions_per_share").notNull(),
    updatedBy: objectId("updated_by"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.network] })],
);

/** The company's analytics settings (the EMV currency). */
export const analyticsSetting = pgTable("analytics_setting", {
  companyId: objectId("company_id").primaryKey(),
  currency: text("currency").notNull().default("USD"),
  /** Bumped by every change of the rates. */
  ratesRevision: integer("rates_revision").notNull().default(0),
  /**
   * The rates revision analytics_post_total.emv and .impressions were last all computed with (by
   * the rollup job). Sorting posts by those columns is trusted only when it equals ratesRevision.
   */
  valuedRevision: integer("valued_revision").notNull().default(0),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Where the rollup job got to: the next run recomputes from the day before `rolledAt`. */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  name: text("name").primaryKey(),
  rolledAt: at("rolled_at").notNull(),
});

/** A post's events of one day. */
export const analyticsPostDay = pgTable(
  "analytics_post_day",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ...engagementCounters(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.postId, t.day] }),
    index("analytics_post_day_day_idx").on(t.day),
  ],
);

/** Shares (by share date) and unique clicks (by click date) of a user's shares of a post on one network. */
export const analyticsShareDay = pgTable(
  "analytics_share_day",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    network: text("network").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    shares: counter("shares"),
    clicks: counter("clicks"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.postId, t.userId, t.network, t.day] }),
    // Covering (index-only scans): the overview's funnel reads who shared in a range from it.
    index("analytics_share_day_user_idx").on(t.companyId, t.day, t.userId, t.shares),
    index("analytics_share_day_day_idx").on(t.day),
  ],
);

/** A user's activity of one day (views, likes, comments, points earned). */
export const analyticsUserDay = pgTable(
  "analytics_user_day",
  {
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: counter("views"),
    likes: counter("likes"),
    comments: counter("comments"),
    points: counter("points"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.day] }),
    // Covering (index-only scans): the funnel's active users and the points total of a range.
    index("analytics_user_day_day_idx").on(t.companyId, t.day, t.userId, t.points),
  ],
);

/**
 * A user's figures from the first day to the end of `day`, one row per day the user was active
 * (had a row in analytics_user_day or analytics_share_day). A range's figures are the difference
 * of two rows (the last on or before its end, the last before its start): two index probes per
 * user whatever the range's length. `activeDays` counts the active days to date.
 * `valid` is the days the row is the user's latest, `[day, next row's day)` (unbounded for the
 * last row): the row "on or before d" of every user at once is `valid @> d`, one scan of the GiST
 * index analytics_user_to_date_valid_idx (hand-written in the migration, with every figure
 * INCLUDEd) instead of a probe per user. Null only in rows written before that column existed
 * (the migration fills them).
 */
export const analyticsUserToDate = pgTable(
  "analytics_user_to_date",
  {
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: counter("views"),
    likes: counter("likes"),
    comments: counter("comments"),
    points: counter("points"),
    shares: counter("shares"),
    clicks: counter("clicks"),
    activeDays: counter("active_days"),
    ...networkCounters(),
    valid: daterange("valid"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.day] }),
    index("analytics_user_to_date_day_idx").on(t.day),
  ],
);

/** Sorted within a month of first publication: the posts page's top-N per month (see report.repository). */
type IndexColumn = Parameters<ReturnType<typeof index>["on"]>[0];
const monthSorted = (
  name: string,
  t: { companyId: IndexColumn; publishedMonth: IndexColumn; postId: IndexColumn },
  key: IndexColumn,
) => index(`analytics_post_total_${name}_idx`).on(t.companyId, t.publishedMonth, key, t.postId);

/** A post's figures to date and its first publication: the posts page's rows. */
export const analyticsPostTotal = pgTable(
  "analytics_post_total",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    publishedAt: at("published_at"),
    /** The UTC month of publishedAt (its first day): the bucket of the per-month sorted indexes. */
    publishedMonth: date("published_month", { mode: "string" }),
    ...engagementCounters(),
    shares: counter("shares"),
    clicks: counter("clicks"),
    ...networkCounters(),
    /** Estimated impressions and EMV with the company's rates (see analyticsSetting.valuedRevision). */
    impressions: bigint("impressions", { mode: "number" }).notNull().default(0),
    emv: doublePrecision("emv").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.postId] }),
    monthSorted("views", t, t.views),
    monthSorted("reads", t, t.reads),
    monthSorted("likes", t, t.likes),
    monthSorted("comments", t, t.comments),
    monthSorted("video_plays", t, t.videoPlays),
    monthSorted("shares", t, t.shares),
    monthSorted("clicks", t, t.clicks),
    monthSorted("impressions", t, t.impressions),
    monthSorted("emv", t, t.emv),
    // Covering: every column the posts page reads or sorts on, so a range's rows are read from the
    // index alone (no heap fetch per post), in publication order.
    index("analytics_post_total_published_idx").on(
      t.companyId,
      t.publishedAt,
      t.postId,
      t.views,
      t.reads,
      t.likes,
      t.comments,
      t.videoPlays,
      t.shares,
      t.clicks,
      t.sharesLinkedin,
      t.clicksLinkedin,
      t.sharesTwitter,
      t.clicksTwitter,
      t.sharesFacebook,
      t.clicksFacebook,
      t.sharesXing,
      t.clicksXing,
      t.sharesViadeo,
      t.clicksViadeo,
      t.sharesGeneric,
      t.clicksGeneric,
      t.sharesEmail,
      t.clicksEmail,
    ),
  ],
);

/** Sorted within a channel and a month of first publication: a channel's posts page's top-N. */
const channelMonthSorted = (
  name: string,
  t: { companyId: IndexColumn; channelId: IndexColumn; publishedMonth: IndexColumn; postId: IndexColumn },
  key: IndexColumn,
) =>
  index(`analytics_channel_post_${name}_idx`).on(t.companyId, t.channelId, t.publishedMonth, key, t.postId);

/**
 * A post's sortable figures to date in each channel it is in (a copy of analytics_post_total's,
 * kept by the job for the posts it touches): a channel's or group's posts page sorted by a figure
 * reads the top of each (channel, month) from these indexes instead of sorting every post the
 * channels had since the range's start. Membership is checked against post_channel when read.
 */
export const analyticsChannelPost = pgTable(
  "analytics_channel_post",
  {
    companyId: objectId("company_id").notNull(),
    channelId: objectId("channel_id").notNull(),
    postId: objectId("post_id").notNull(),
    publishedAt: at("published_at").notNull(),
    publishedMonth: date("published_month", { mode: "string" }).notNull(),
    ...engagementCounters(),
    shares: counter("shares"),
    clicks: counter("clicks"),
    impressions: bigint("impressions", { mode: "number" }).notNull().default(0),
    emv: doublePrecision("emv").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.channelId, t.postId] }),
    index("analytics_channel_post_post_idx").on(t.companyId, t.postId),
    index("analytics_channel_post_published_idx").on(t.companyId, t.channelId, t.publishedAt, t.postId),
    channelMonthSorted("views", t, t.views),
    channelMonthSorted("reads", t, t.reads),
    channelMonthSorted("likes", t, t.likes),
    channelMonthSorted("comments", t, t.comments),
    channelMonthSorted("video_plays", t, t.videoPlays),
    channelMonthSorted("shares", t, t.shares),
    channelMonthSorted("clicks", t, t.clicks),
    channelMonthSorted("impressions", t, t.impressions),
    channelMonthSorted("emv", t, t.emv),
  ],
);

/**
 * One day of a scope: the company, a group, a channel or a campaign in a channel
 * (`campaignId:channelId`, `none:channelId` without campaign). A post counts once per scope it is
 * in; `posts` counts posts first published that day.
 */
export const analyticsScopeDay = pgTable(
  "analytics_scope_day",
  {
    companyId: objectId("company_id").notNull(),
    /** company | group | channel | campaign_channel */
    scope: text("scope").notNull(),
    scopeId: text("scope_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    posts: counter("posts"),
    ...engagementCounters(),
    shares: counter("shares"),
    clicks: counter("clicks"),
    ...networkCounters(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.scope, t.scopeId, t.day] }),
    index("analytics_scope_day_day_idx").on(t.day),
  ],
);
