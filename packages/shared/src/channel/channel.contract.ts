import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Channel entity of core §3, from the viewer's point of view. */
export const channelSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  description: z.string(),
  groupId: objectIdSchema.nullable(),
  isPrivate: z.boolean(),
  isMandatory: z.boolean(),
  isActive: z.boolean(),
  isCompanyDefault: z.boolean(),
  managerList: z.array(z.object({ _id: objectIdSchema, firstName: z.string(), lastName: z.string() })),
  analystList: z.array(z.object({ _id: objectIdSchema, firstName: z.string(), lastName: z.string() })),
  subscriptionStatus: z.boolean(),
  subscriberCount: z.number().int(),
  /** The viewer manages the channel (managers manage every channel). */
  isManager: z.boolean(),
  /** Mandatory or managed: always subscribed, cannot be left. */
  isEssential: z.boolean(),
  status: z.enum(["active", "inactive"]),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelGroupEntrySchema = z.object({
  groupId: objectIdSchema.nullable(),
  groupName: z.string(),
  channelList: z.array(channelSchema),
});

export const ESSENTIAL_CHANNEL_MESSAGE = "You cannot unsubscribe from this essential channel.";

/** A channel without its staff lists (GET /api/channel?excludeManagersInfo=true). */
export const channelSummarySchema = channelSchema.omit({ managerList: true, analystList: true });
export type ChannelSummary = z.infer<typeof channelSummarySchema>;

/** A query flag as browsers send it: "true"/"1" is on; "false"/"0"/"" or absent is off. */
const queryFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** GET /api/channel (core §7). */
export const channelListQuerySchema = z.object({
  /** A flat list (the default when groupedBy is absent). */
  list: queryFlag,
  groupedBy: z.enum(["group"]).optional(),
  groupId: objectIdSchema.optional(),
  isSubscribed: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
  /** Managers only: every channel of the company, whatever the usual visibility rules say. */
  ignoreAccessibilityFilter: queryFlag,
  excludeManagersInfo: queryFlag,
});
export type ChannelListQuery = z.infer<typeof channelListQuerySchema>;

export const channelSummaryGroupEntrySchema = channelGroupEntrySchema.extend({
  channelList: z.array(channelSummarySchema),
});

/** Flat or grouped, with or without the staff lists. */
export const channelListResponseSchema = z.union([
  z.array(channelSchema),
  z.array(channelSummarySchema),
  z.array(channelGroupEntrySchema),
  z.array(channelSummaryGroupEntrySchema),
]);

/** Channels without a group are listed under this name when the company's name is unknown. */
export const COMPANY_WIDE_GROUP_NAME = "Company-wide";

/** A user in managerList / analystList of a request: a bare id or an object with _id. */
const staffMemberInput = z.union([objectIdSchema, z.object({ _id: objectIdSchema })]);
const staffListInput = z
  .array(staffMemberInput)
  .max(500)
  .transform((list) => [...new Set(list.map((item) => (typeof item === "string" ? item : item._id)))]);

export const CHANNEL_NAME_MAX = 100;
export const CHANNEL_DESCRIPTION_MAX = 2000;

/** POST /api/channel (catalogue §3: name, description, groupId, isPrivate, managerList, analystList). */
export const channelCreateBodySchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(CHANNEL_NAME_MAX),
  description: z.string().trim().max(CHANNEL_DESCRIPTION_MAX).default(""),
  groupId: objectIdSchema.nullable().optional(),
  isPrivate: z.boolean().default(false),
  isMandatory: z.boolean().default(false),
  managerList: staffListInput.default([]),
  analystList: staffListInput.default([]),
});
export type ChannelCreateBody = z.infer<typeof channelCreateBodySchema>;

/** PUT /api/channel/{channelId}: the fields to change; absent ones stay as they are. */
export const channelUpdateBodySchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(CHANNEL_NAME_MAX).optional(),
  description: z.string().trim().max(CHANNEL_DESCRIPTION_MAX).optional(),
  groupId: objectIdSchema.nullable().optional(),
  isPrivate: z.boolean().optional(),
  isMandatory: z.boolean().optional(),
  managerList: staffListInput.optional(),
  analystList: staffListInput.optional(),
});
export type ChannelUpdateBody = z.infer<typeof channelUpdateBodySchema>;

export const channelStatusBodySchema = z.object({ isActive: z.boolean() });

export const channelIdParamsSchema = z.object({ channelId: objectIdSchema });
export const channelIdShortParamsSchema = z.object({ id: objectIdSchema });

export const subscriberCountSchema = z.object({ count: z.number().int().min(0) });

export const SUBSCRIBER_PAGE_SIZE = 20;
export const subscriberListQuerySchema = z.object({
  /** 1-based. */
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SUBSCRIBER_PAGE_SIZE),
});
export const subscriberSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});
export const subscriberPageSchema = z.object({
  subscriberList: z.array(subscriberSchema),
  count: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** POST /api/channel/{channelId}/subscriber/subscribe and …/unsubscribe. */
export const subscriberBulkBodySchema = z.object({
  userIdList: z
    .array(objectIdSchema)
    .min(1, "userIdList needs at least one user")
    .max(5000)
    .transform((list) => [...new Set(list)]),
});
export const SUBSCRIPTION_SKIP_REASONS = ["unknown_user", "outside_group", "essential"] as const;
export const skippedSubscriberSchema = z.object({
  _id: objectIdSchema,
  reason: z.enum(SUBSCRIPTION_SKIP_REASONS),
});
export const bulkSubscribeResultSchema = z.object({
  /** Users newly subscribed (already subscribed ones are neither counted nor skipped). */
  subscribedCount: z.number().int().min(0),
  skippedList: z.array(skippedSubscriberSchema),
});
export const bulkUnsubscribeResultSchema = z.object({
  unsubscribedCount: z.number().int().min(0),
  skippedList: z.array(skippedSubscriberSchema),
});

/** PUT /api/user/channel/me/subscribe and …/unsubscribe (catalogue §3: body _id). */
export const mySubscriptionBodySchema = z.object({ _id: objectIdSchema });

/** PUT /api/company/{companyId}/channel/default and GET/PUT /api/group/{groupId}/channel/default. */
export const defaultChannelsSchema = z.object({
  channelIdList: z
    .array(objectIdSchema)
    .max(500)
    .transform((list) => [...new Set(list)]),
});
export type DefaultChannels = z.infer<typeof defaultChannelsSchema>;
/** The answer: the same shape without the input's de-duplication (responses are encoded, not transformed). */
export const defaultChannelsResponseSchema = z.object({ channelIdList: z.array(objectIdSchema) });
export type ChannelGroupEntry = z.infer<typeof channelGroupEntrySchema>;

/**
 * GET /api/company/{companyId}/channel: a company's channels as its settings show them (default
 * channels, the channels Teams and Slack announce), for the company in the path: a smarper opens
 * any company's settings.
 */
export const companyChannelSchema = channelSchema.pick({
  _id: true,
  name: true,
  groupId: true,
  isPrivate: true,
  isActive: true,
  isCompanyDefault: true,
});
export type CompanyChannel = z.infer<typeof companyChannelSchema>;
export const companyChannelListSchema = z.object({ channelList: z.array(companyChannelSchema) });
/** GET /api/company/{companyId}/channel/managed: every channel of the path's company, in full. */
export const managedChannelListSchema = z.object({ channelList: z.array(channelSchema) });
