import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { ANALYTICS_NETWORKS } from "./emv.rules.ts";

/** The longest range one request may ask for (two years of days). */
export const MAX_RANGE_DAYS = 731;
const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD, UTC); a date-time is accepted and cut to its UTC day. */
const daySchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value).toISOString().slice(0, 10));

const rangeShape = { from: daySchema, to: daySchema };
type Range = { from: string; to: string };
const rangeIsValid = (r: Range) => r.from <= r.to;
const rangeIsShort = (r: Range) => (Date.parse(r.to) - Date.parse(r.from)) / DAY_MS < MAX_RANGE_DAYS;
const RANGE_ORDER = { message: "from must be on or before to", path: ["from"] };
const RANGE_LENGTH = { message: `the range may span at most ${MAX_RANGE_DAYS} days`, path: ["to"] };

/** Catalogue insight calls: `from` and `to` are required (API §5). */
export const insightQuerySchema = z
  .object(rangeShape)
  .refine(rangeIsValid, RANGE_ORDER)
  .refine(rangeIsShort, RANGE_LENGTH);
export type InsightQuery = z.output<typeof insightQuerySchema>;

/** The screens' filters: a range, and optionally one group and one channel. */
const filterShape = {
  ...rangeShape,
  groupId: objectIdSchema.optional(),
  channelId: objectIdSchema.optional(),
};
export const analyticsFilterSchema = z
  .object(filterShape)
  .refine(rangeIsValid, RANGE_ORDER)
  .refine(rangeIsShort, RANGE_LENGTH);
export type AnalyticsFilter = z.output<typeof analyticsFilterSchema>;

export const networkSchema = z.enum(ANALYTICS_NETWORKS);

/** Shares and clicks on one network, their reach estimate and earned media value. */
export const networkFiguresSchema = z.object({
  network: networkSchema,
  shares: z.number().int(),
  clicks: z.number().int(),
  impressions: z.number().int(),
  emv: z.number(),
});
export type NetworkFigures = z.infer<typeof networkFiguresSchema>;

/** Share figures always travel with their EMV. */
const shareFigures = {
  shares: z.number().int(),
  clicks: z.number().int(),
  impressions: z.number().int(),
  emv: z.number(),
};
const engagementFigures = {
  views: z.number().int(),
  reads: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  videoPlays: z.number().int(),
};

export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** When the rollups were last brought up to date (null: never yet). */
  updatedAt: z.string().nullable(),
  totals: z.object({
    posts: z.number().int(),
    points: z.number().int(),
    ...engagementFigures,
    ...shareFigures,
  }),
  byNetwork: z.array(networkFiguresSchema),
  /** Adoption: invited → registered (signed in once) → active in the range → shared in the range. */
  funnel: z.object({
    invited: z.number().int(),
    registered: z.number().int(),
    active: z.number().int(),
    sharing: z.number().int(),
  }),
  series: z.array(
    z.object({
      day: z.string(),
      posts: z.number().int(),
      ...engagementFigures,
      ...shareFigures,
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

export const POST_SORT_KEYS = [
  "publishedAt",
  "views",
  "reads",
  "likes",
  "comments",
  "videoPlays",
  "shares",
  "clicks",
  "impressions",
  "emv",
] as const;
export const USER_SORT_KEYS = [
  "name",
  "views",
  "likes",
  "comments",
  "shares",
  "clicks",
  "emv",
  "points",
  "activeDays",
] as const;
const orderSchema = z.enum(["asc", "desc"]).default("desc");

const pageShape = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

const postQueryShape = {
  ...filterShape,
  ...pageShape,
  sort: z.enum(POST_SORT_KEYS).default("publishedAt"),
  order: orderSchema,
};
export const postAnalyticsQuerySchema = z
  .object(postQueryShape)
  .refine(rangeIsValid, RANGE_ORDER)
  .refine(rangeIsShort, RANGE_LENGTH);
export type PostAnalyticsQuery = z.output<typeof postAnalyticsQuerySchema>;
export type PostSortKey = (typeof POST_SORT_KEYS)[number];

const userQueryShape = {
  ...filterShape,
  ...pageShape,
  sort: z.enum(USER_SORT_KEYS).default("shares"),
  order: orderSchema,
};
export const userAnalyticsQuerySchema = z
  .object(userQueryShape)
  .refine(rangeIsValid, RANGE_ORDER)
  .refine(rangeIsShort, RANGE_LENGTH);
export type UserAnalyticsQuery = z.output<typeof userAnalyticsQuerySchema>;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** Exports take the table's query (its whole range, up to EXPORT_MAX_ROWS rows) and a format. */
export const EXPORT_MAX_ROWS = 50_000;
const formatShape = { format: z.enum(["csv", "xlsx"]).default("csv") };
export const postExportQuerySchema = z
  .object({ ...postQueryShape, ...formatShape })
  .refine(rangeIsValid, RANGE_ORDER)
  .refine(rangeIsShort, RANGE_LENGTH);
export const userExportQuerySchema = z
  .object({ ...userQueryShape, ...formatShape })
  .refine(rangeIsValid, RANGE_ORDER)
  .refine(rangeIsShort, RANGE_LENGTH);
export type ExportFormat = "csv" | "xlsx";

/** One post published in the range, with its figures to date. */
export const postAnalyticsRowSchema = z.object({
  postId: objectIdSchema,
  title: z.string(),
  type: z.string(),
  publishedAt: z.string().nullable(),
  channelNameList: z.array(z.string()),
  campaignName: z.string().nullable(),
  ...engagementFigures,
  ...shareFigures,
  byNetwork: z.array(networkFiguresSchema),
});
export type PostAnalyticsRow = z.infer<typeof postAnalyticsRowSchema>;

export const postAnalyticsPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  total: z.number().int(),
  postList: z.array(postAnalyticsRowSchema),
});
export type PostAnalyticsPage = z.infer<typeof postAnalyticsPageSchema>;

/** One user's activity in the range. */
export const userAnalyticsRowSchema = z.object({
  userId: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  groupName: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  points: z.number().int(),
  activeDays: z.number().int(),
  lastActiveAt: z.string().nullable(),
  ...shareFigures,
});
export type UserAnalyticsRow = z.infer<typeof userAnalyticsRowSchema>;

export const userAnalyticsPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  total: z.number().int(),
  userList: z.array(userAnalyticsRowSchema),
});
export type UserAnalyticsPage = z.infer<typeof userAnalyticsPageSchema>;

const channelInsightShape = {
  channelId: objectIdSchema,
  channelName: z.string(),
  posts: z.number().int(),
  ...engagementFigures,
  ...shareFigures,
};
/** GET /api/analytics/insight/post/channel: per channel, posts published in the range and their figures. */
export const channelInsightSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  channelList: z.array(z.object(channelInsightShape)),
});
export type ChannelInsight = z.infer<typeof channelInsightSchema>;

/** GET /api/analytics/insight/post/campaign/channel: the same per campaign and channel. */
export const campaignChannelInsightSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  campaignList: z.array(
    z.object({
      campaignId: objectIdSchema.nullable(),
      campaignName: z.string().nullable(),
      color: z.string().nullable(),
      channelList: z.array(z.object(channelInsightShape)),
    }),
  ),
});
export type CampaignChannelInsight = z.infer<typeof campaignChannelInsightSchema>;

export const DASHBOARD_IDS = ["overview", "posts", "users", "smarper"] as const;
export const dashboardListSchema = z.object({
  dashboardList: z.array(z.object({ id: z.enum(DASHBOARD_IDS), path: z.string() })),
});

/** GET /api/analytics/auth: what the caller's analytics cover. */
export const analyticsAuthSchema = z.object({
  isAuthorized: z.boolean(),
  /** company: everything; group: the groups they administer; channels: the channels they analyse or manage. */
  scope: z.enum(["company", "group", "channels"]),
  groupIdList: z.array(objectIdSchema),
  channelIdList: z.array(objectIdSchema),
  canEditEmvRates: z.boolean(),
  canSeeAllCompanies: z.boolean(),
  /** The filters the caller may pick: groups and channels within their scope. */
  groupList: z.array(z.object({ _id: objectIdSchema, name: z.string() })),
  channelList: z.array(
    z.object({ _id: objectIdSchema, name: z.string(), groupId: objectIdSchema.nullable() }),
  ),
});
export type AnalyticsAuth = z.infer<typeof analyticsAuthSchema>;

/** GET /api/analytics/videostream?postId=: a video play (counted once per viewer, post and day). */
export const videoStreamQuerySchema = z.object({ postId: objectIdSchema });
export const videoStreamSchema = z.object({ postId: objectIdSchema, playCount: z.number().int() });

export const emvRateSchema = z.object({
  network: networkSchema,
  cpc: z.number().min(0).max(10_000),
  cpm: z.number().min(0).max(100_000),
  impressionsPerShare: z.number().int().min(0).max(10_000_000),
});
export const emvSettingsSchema = z.object({
  currency: z.string(),
  formula: z.string(),
  rateList: z.array(emvRateSchema.extend({ isDefault: z.boolean() })),
});
export type EmvSettings = z.infer<typeof emvSettingsSchema>;
export const emvSettingsBodySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "currency: a three-letter ISO 4217 code such as USD or EUR")
    .default("USD"),
  /** Networks left out go back to the defaults. */
  rateList: z
    .array(emvRateSchema)
    .max(ANALYTICS_NETWORKS.length)
    .refine(
      (list) => new Set(list.map((r) => r.network)).size === list.length,
      "rateList: one rate per network",
    ),
});
export type EmvSettingsBody = z.infer<typeof emvSettingsBodySchema>;

/** The smarper dashboard: every company's adoption and results in the range. */
export const companyAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  companyList: z.array(
    z.object({
      companyId: objectIdSchema,
      name: z.string(),
      subdomain: z.string().nullable(),
      currency: z.string(),
      users: z.number().int(),
      activeUsers: z.number().int(),
      posts: z.number().int(),
      views: z.number().int(),
      ...shareFigures,
    }),
  ),
});
export type CompanyAnalytics = z.infer<typeof companyAnalyticsSchema>;
