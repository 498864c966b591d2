import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * Microsoft Teams (catalogue "Company … msteams"): one incoming webhook per company. The webhook
 * URL carries its own secret, so it is kept sealed ("integration-secrets" cipher). New posts of the
 * chosen channels published after `deliveredUntil` are sent as Adaptive Cards by a job.
 */
export const msteamsSetting = pgTable("msteams_setting", {
  companyId: objectId("company_id").primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  webhookUrlSealed: text("webhook_url_sealed"),
  /** The post channels whose new posts go to Teams. */
  channelIdList: jsonb("channel_id_list").$type<string[]>().notNull().default([]),
  /** Posts published up to this instant have been handed to the delivery job. */
  deliveredUntil: at("delivered_until").notNull().defaultNow(),
  lastError: text("last_error"),
  lastSentAt: at("last_sent_at"),
  updatedBy: objectId("updated_by"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * Slack ("Add to Slack", OAuth v2): the workspace a company installed the app in, its bot token
 * sealed, the Slack channel posts go to and the post channels whose new posts are sent.
 */
export const slackInstallation = pgTable("slack_installation", {
  companyId: objectId("company_id").primaryKey(),
  teamId: text("team_id").notNull(),
  teamName: text("team_name").notNull().default(""),
  botTokenSealed: text("bot_token_sealed").notNull(),
  slackChannelId: text("slack_channel_id"),
  slackChannelName: text("slack_channel_name"),
  channelIdList: jsonb("channel_id_list").$type<string[]>().notNull().default([]),
  isNewPostsEnabled: boolean("is_new_posts_enabled").notNull().default(true),
  isDailySummaryEnabled: boolean("is_daily_summary_enabled").notNull().default(true),
  deliveredUntil: at("delivered_until").notNull().defaultNow(),
  lastError: text("last_error"),
  installedBy: objectId("installed_by").notNull(),
  installedAt: at("installed_at").notNull().defaultNow(),
});

/**
 * Content import (catalogue "Company … feed"): an RSS or Atom feed polled on a schedule. Its
 * validators (ETag, Last-Modified) make the polls conditional; failures back off and, past a
 * limit, disable the feed (`disabledAt`) so it is not retried forever.
 */
export const contentFeed = pgTable(
  "content_feed",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    name: text("name").notNull().default(""),
    url: text("url").notNull(),
    channelId: objectId("channel_id").notNull(),
    createdBy: objectId("created_by").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastPolledAt: at("last_polled_at"),
    nextPollAt: at("next_poll_at").notNull().defaultNow(),
    failureCount: integer("failure_count").notNull().default(0),
    lastError: text("last_error"),
    disabledAt: at("disabled_at"),
    importedCount: integer("imported_count").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("content_feed_company_idx").on(t.companyId),
    index("content_feed_due_idx").on(t.nextPollAt).where(sql`is_enabled AND disabled_at IS NULL`),
  ],
);

/** One feed item already imported (its guid or link, hashed): never imported twice. */
export const contentFeedItem = pgTable(
  "content_feed_item",
  {
    companyId: objectId("company_id").notNull(),
    feedId: objectId("feed_id").notNull(),
    itemKey: text("item_key").notNull(),
    postId: objectId("post_id"),
    importedAt: at("imported_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.itemKey] })],
);

/**
 * The company's LinkedIn page for the social feed: an admin's token with the organisation scopes
 * (sealed with the network-token cipher, like members' connections) and the page chosen.
 */
export const companyLinkedinPage = pgTable("company_linkedin_page", {
  companyId: objectId("company_id").primaryKey(),
  accessTokenSealed: text("access_token_sealed").notNull(),
  refreshTokenSealed: text("refresh_token_sealed"),
  expiresAt: at("expires_at"),
  /** urn:li:organization:…; null until the admin chose among the pages they administer. */
  organizationUrn: text("organization_urn"),
  organizationName: text("organization_name"),
  /** LinkedIn refused the token (expired, revoked): the feed asks an admin to reconnect. */
  invalidAt: at("invalid_at"),
  connectedBy: objectId("connected_by").notNull(),
  connectedAt: at("connected_at").notNull().defaultNow(),
});
