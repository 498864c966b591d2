import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** The versions of the terms and policies a user last accepted (access §3 Consent). */
export const userConsent = pgTable(
  "user_consent",
  {
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    termOfServiceVersion: text("term_of_service_version"),
    privacyPolicyVersion: text("privacy_policy_version"),
    /** The company's own policy version accepted, 0 when none applied. */
    customerPrivacyPolicyVersion: integer("customer_privacy_policy_version").notNull().default(0),
    acceptedAt: at("accepted_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/**
 * The company's custom privacy policy (link, description, headline, body). The row outlives a
 * deletion (fields cleared) so the version keeps counting up and an old acceptance never counts
 * for a new policy.
 */
export const customPrivacyPolicy = pgTable("custom_privacy_policy", {
  companyId: objectId("company_id").primaryKey(),
  link: text("link"),
  description: text("description"),
  headline: text("headline"),
  body: text("body"),
  version: integer("version").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Onboarding page settings per company: welcome, group, team. */
export const onboardingPage = pgTable(
  "onboarding_page",
  {
    companyId: objectId("company_id").notNull(),
    pageName: text("page_name").notNull(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.pageName] })],
);

/** Users waiting for a seat in a full group (access §4 'Selecting a full group … the user is queued'). */
export const userQueue = pgTable(
  "user_queue",
  {
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    groupId: objectId("group_id").notNull(),
    queuedAt: at("queued_at").notNull().defaultNow(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index("user_queue_group_idx").on(t.companyId, t.groupId, t.position),
  ],
);

/** One-time deep links that sign a mobile app in; the id is the SHA-256 of the secret. */
export const mobileLoginLink = pgTable(
  "mobile_login_link",
  {
    id: text("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("mobile_login_link_user_idx").on(t.companyId, t.userId)],
);
