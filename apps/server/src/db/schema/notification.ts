import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A user's notification (core §3 Notification), written only by the notification module's
 * notify(). `seq` orders a user's notifications for keyset paging and is the SSE event id a
 * reconnecting browser sends back (Last-Event-ID). A row exists when at least one delivery
 * channel wants it: `in_app` rows are the bell's; `wants_push` / `wants_email` ones are delivered
 * once (`delivery_pending` is claimed by one process), or folded into the daily digest
 * (`digest_at`) past the company's daily limit.
 */
export const notification = pgTable(
  "notification",
  {
    id: objectId("id").primaryKey(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    type: text("type").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    textHtml: text("text_html").notNull().default(""),
    webUrl: text("web_url"),
    itemTitle: text("item_title"),
    itemImageUrl: text("item_image_url"),
    referencerTitle: text("referencer_title"),
    referencerAvatarUrl: text("referencer_avatar_url"),
    inApp: boolean("in_app").notNull().default(true),
    wantsPush: boolean("wants_push").notNull().default(false),
    wantsEmail: boolean("wants_email").notNull().default(false),
    deliveryPending: boolean("delivery_pending").notNull().default(false),
    pushedAt: at("pushed_at"),
    emailedAt: at("emailed_at"),
    /** Past the daily limit: the notification waits for the digest e-mail. */
    digestAt: at("digest_at"),
    digestSentAt: at("digest_sent_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_user_seq_uq").on(t.companyId, t.userId, t.seq),
    index("notification_unread_idx").on(t.companyId, t.userId).where(sql`${t.inApp} AND NOT ${t.isRead}`),
    index("notification_delivery_pending_idx").on(t.createdAt).where(sql`${t.deliveryPending}`),
    index("notification_digest_idx")
      .on(t.companyId, t.userId)
      .where(sql`${t.digestAt} IS NOT NULL AND ${t.digestSentAt} IS NULL`),
  ],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()), removed when the push service answers 404/410. */
export const pushSubscription = pgTable(
  "push_subscription",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscription_endpoint_uq").on(t.endpoint),
    index("push_subscription_user_idx").on(t.companyId, t.userId),
  ],
);

/** A company's notification limits (fatigue control); no row means the default. */
export const notificationCompanySetting = pgTable("notification_company_setting", {
  companyId: objectId("company_id").primaryKey(),
  maxPushesAndEmailsPerDay: integer("max_pushes_and_emails_per_day").notNull(),
});
