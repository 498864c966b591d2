import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** E-mail newsletter folders: names unique per company, case-insensitively. */
export const mailingFolder = pgTable(
  "mailing_folder",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    name: text("name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mailing_folder_name_uq").on(t.companyId, sql`lower(${t.name})`)],
);

/** A newsletter: its content blocks, its lists and where its delivery stands. */
export const mailingCampaign = pgTable(
  "mailing_campaign",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    folderId: objectId("folder_id"),
    name: text("name").notNull(),
    subject: text("subject").notNull().default(""),
    preheader: text("preheader").notNull().default(""),
    senderName: text("sender_name").notNull().default(""),
    /** MailingBlock[] (packages/shared/src/mailing), validated on write. */
    blocks: jsonb("blocks").$type<unknown[]>().notNull().default([]),
    mailingListIdList: text("mailing_list_id_list").array().notNull().default([]),
    /** draft | scheduled | sending | sent | cancelled */
    status: text("status").notNull().default("draft"),
    scheduledAt: at("scheduled_at"),
    sendStartedAt: at("send_started_at"),
    sentAt: at("sent_at"),
    cancelledAt: at("cancelled_at"),
    /** Whether the opens of this send are tracked (the company's setting when it was sent). */
    trackOpens: boolean("track_opens").notNull().default(true),
    createdBy: objectId("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("mailing_campaign_company_idx").on(t.companyId, t.folderId, t.createdAt),
    index("mailing_campaign_due_idx").on(t.status, t.scheduledAt),
  ],
);

export const mailingList = pgTable(
  "mailing_list",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    name: text("name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("mailing_list_company_idx").on(t.companyId, t.createdAt)],
);

/** A list entry: a user, team, group, the whole company, or an outside address (user with email only). */
export const mailingListRecipient = pgTable(
  "mailing_list_recipient",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    mailingListId: objectId("mailing_list_id").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: objectId("entity_id"),
    email: text("email"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mailing_list_recipient_uq").on(
      t.mailingListId,
      t.entityType,
      sql`coalesce(${t.entityId}, '')`,
      sql`coalesce(${t.email}, '')`,
    ),
    index("mailing_list_recipient_company_idx").on(t.companyId, t.mailingListId),
  ],
);

/**
 * One row per campaign and address: the unit of exactly-once delivery. A batch job claims a
 * pending row (status sending, claimed_at) before handing the mail to SMTP and marks it sent
 * after; the unique key means a re-run of the fan-out never adds a second row for an address.
 */
export const mailingDelivery = pgTable(
  "mailing_delivery",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    campaignId: objectId("campaign_id").notNull(),
    email: text("email").notNull(),
    userId: objectId("user_id"),
    batchNo: integer("batch_no").notNull(),
    /** pending | sending | sent | failed | bounced | suppressed */
    status: text("status").notNull().default("pending"),
    claimedAt: at("claimed_at"),
    sentAt: at("sent_at"),
    error: text("error"),
    bouncedAt: at("bounced_at"),
    bounceReason: text("bounce_reason"),
    openedAt: at("opened_at"),
    openCount: integer("open_count").notNull().default(0),
    clickedAt: at("clicked_at"),
    clickCount: integer("click_count").notNull().default(0),
    unsubscribedAt: at("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex("mailing_delivery_uq").on(t.campaignId, t.email),
    index("mailing_delivery_batch_idx").on(t.campaignId, t.batchNo, t.status),
  ],
);

/** Addresses no newsletter or digest of the company goes to any more: unsubscribed or bounced. */
export const mailingSuppression = pgTable(
  "mailing_suppression",
  {
    companyId: objectId("company_id").notNull(),
    email: text("email").notNull(),
    /** unsubscribed | bounced */
    reason: text("reason").notNull(),
    campaignId: objectId("campaign_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.email] })],
);

/** Per company: whether newsletters carry an open-tracking pixel. */
export const mailingSetting = pgTable("mailing_setting", {
  companyId: objectId("company_id").primaryKey(),
  openTrackingEnabled: boolean("open_tracking_enabled").notNull().default(true),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** A group's weekly digest of top posts (GET/PUT /api/group/{groupId}/digest). */
export const groupDigest = pgTable(
  "group_digest",
  {
    groupId: objectId("group_id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    dayOfWeek: integer("day_of_week").notNull().default(1),
    hour: integer("hour").notNull().default(8),
    postCount: integer("post_count").notNull().default(5),
    lastSentAt: at("last_sent_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("group_digest_company_idx").on(t.companyId)],
);

/** One digest per group, user and week: a tick that runs twice sends nothing twice. */
export const groupDigestDelivery = pgTable(
  "group_digest_delivery",
  {
    companyId: objectId("company_id").notNull(),
    groupId: objectId("group_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** The ISO week the digest covers, e.g. 2026-W48. */
    week: text("week").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId, t.week] })],
);

/**
 * A campaign's post link as a share short link (/s/{shortCode}): one per campaign and target, so
 * clicks count in the share-click statistics and, with the recipient's token, on the delivery.
 */
export const mailingCampaignLink = pgTable(
  "mailing_campaign_link",
  {
    companyId: objectId("company_id").notNull(),
    campaignId: objectId("campaign_id").notNull(),
    /** The absolute URL the rendered newsletter links to (the post with the newsletter source). */
    targetUrl: text("target_url").notNull(),
    shareId: objectId("share_id").notNull(),
    shortCode: text("short_code").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.targetUrl] }),
    uniqueIndex("mailing_campaign_link_share_uq").on(t.shareId),
  ],
);
