import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Microsoft Teams settings as an admin sees them: never the webhook URL (it is a secret), only its host. */
export const msteamsSettingsSchema = z.object({
  isEnabled: z.boolean(),
  hasWebhookUrl: z.boolean(),
  /** The webhook's host, to recognise it ("contoso.webhook.office.com"). */
  webhookHost: z.string().nullable(),
  channelIdList: z.array(objectIdSchema),
  lastError: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MsteamsSettings = z.infer<typeof msteamsSettingsSchema>;

/** PUT body: webhookUrl omitted keeps the stored one, null removes it. */
export const msteamsSettingsBodySchema = z.object({
  isEnabled: z.boolean(),
  webhookUrl: z.string().trim().url().max(2048).nullable().optional(),
  channelIdList: z.array(objectIdSchema).max(500).default([]),
});
export type MsteamsSettingsBody = z.input<typeof msteamsSettingsBodySchema>;

export const msteamsTestResponseSchema = z.object({ sent: z.literal(true) });

/** Slack: what is installed, never the token. */
export const slackSettingsSchema = z.object({
  isInstalled: z.boolean(),
  /** Whether the instance has a Slack app configured (SLACK_CLIENT_ID): else Add to Slack is hidden. */
  isAvailable: z.boolean(),
  teamName: z.string().nullable(),
  slackChannelId: z.string().nullable(),
  slackChannelName: z.string().nullable(),
  channelIdList: z.array(objectIdSchema),
  isNewPostsEnabled: z.boolean(),
  isDailySummaryEnabled: z.boolean(),
  lastError: z.string().nullable(),
});
export type SlackSettings = z.infer<typeof slackSettingsSchema>;

export const slackSettingsBodySchema = z.object({
  slackChannelId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,30}$/, "slackChannelId: a Slack channel id such as C0123ABCD")
    .nullable(),
  channelIdList: z.array(objectIdSchema).max(500).default([]),
  isNewPostsEnabled: z.boolean(),
  isDailySummaryEnabled: z.boolean(),
});
export type SlackSettingsBody = z.input<typeof slackSettingsBodySchema>;

export const slackChannelListSchema = z.object({
  channelList: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** Content import: one RSS or Atom feed. */
export const contentFeedSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  url: z.string(),
  channelId: objectIdSchema,
  isEnabled: z.boolean(),
  /** ok, failing (backing off) or disabled (after too many failures). */
  state: z.enum(["ok", "failing", "disabled"]),
  failureCount: z.number().int(),
  lastError: z.string().nullable(),
  lastPolledAt: z.string().nullable(),
  importedCount: z.number().int(),
});
export type ContentFeed = z.infer<typeof contentFeedSchema>;

export const contentFeedListSchema = z.object({ feedList: z.array(contentFeedSchema) });

/** PUT body: without _id a new feed; with it, that feed changed (re-enabling resets its failures). */
export const contentFeedBodySchema = z.object({
  _id: objectIdSchema.optional(),
  name: z.string().trim().max(200).default(""),
  url: z.string().trim().url().max(2048),
  channelId: objectIdSchema,
  isEnabled: z.boolean().default(true),
});
export type ContentFeedBody = z.input<typeof contentFeedBodySchema>;

export const contentFeedDeleteQuerySchema = z.object({ _id: objectIdSchema });

/** Social feed: the company's recent LinkedIn page posts, or why there are none. */
export const socialFeedSchema = z.object({
  isConnected: z.boolean(),
  /** The page's token expired or was revoked at LinkedIn: an admin connects it again. */
  needsReconnect: z.boolean(),
  organizationName: z.string().nullable(),
  postList: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      url: z.string().nullable(),
      createdAt: z.string().nullable(),
    }),
  ),
});
export type SocialFeed = z.infer<typeof socialFeedSchema>;

/** After this many failed polls in a row a feed is disabled and its admins told. */
export const CONTENT_FEED_MAX_FAILURES = 5;
