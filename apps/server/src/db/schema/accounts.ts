import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * Every e-mail the product sends, per company. Without SMTP this table is the delivery (the
 * admin reads it in the app); with SMTP it is the record of what went out and what failed.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Which template: login_link, password_reset, registration, password_changed, account_recovery. */
    kind: text("kind").notNull(),
    /** queued | sent | failed */
    status: text("status").notNull().default("queued"),
    error: text("error"),
    createdAt: at("created_at").notNull().defaultNow(),
    sentAt: at("sent_at"),
  },
  (t) => [index("mail_outbox_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc())],
);

/**
 * One-time bearer links mailed to a user: password reset (1 h), login link (15 min), registration
 * (24 h). Only the SHA-256 of the token is kept, so a database leak opens no account.
 */
export const accountToken = pgTable(
  "account_token",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** password_reset | login_link | registration */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_token_hash_uq").on(t.tokenHash),
    index("account_token_user_idx").on(t.companyId, t.userId, t.purpose),
  ],
);

/**
 * Captcha challenges already spent, kept until they expire, so a solved challenge opens one
 * registration only — in every process of the deployment. Instance-wide, like instance_secret.
 */
export const captchaSpent = pgTable("captcha_spent", {
  challengeId: text("challenge_id").primaryKey(),
  expiresAt: at("expires_at").notNull(),
});
