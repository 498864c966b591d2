import type { StoredNotificationSettings } from "@chorus/shared/notification/notification-types";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

export interface NotificationSettings {
  channels?: StoredNotificationSettings["channels"];
  instantPost: boolean;
  acceptedInvitation: boolean;
  shareStat: boolean;
  newProposedPost: boolean;
  approvedPost: boolean;
  /** The weekly group digest by e-mail; unset means on (the mailing module's digest reads it). */
  digest?: boolean;
}

export const appUser = pgTable(
  "app_user",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    role: text("role").notNull().default("sharer"),
    /** Platform language. */
    language: text("language").notNull().default("en"),
    /** Empty list means every language is read. */
    readLanguageList: text("read_language_list").array().notNull().default([]),
    translationLanguage: jsonb("translation_language")
      .$type<{ value: string; display: string }>()
      .notNull()
      .default({ value: "en", display: "English" }),
    groupId: objectId("group_id"),
    referrerId: objectId("referrer_id"),
    avatarUrl: text("avatar_url"),
    smarpScore: integer("smarp_score"),
    star: integer("star").notNull().default(0),
    coin: integer("coin").notNull().default(0),
    isFresh: boolean("is_fresh").notNull().default(true),
    userDoesntShare: boolean("user_doesnt_share").notNull().default(false),
    anonymousEnabled: boolean("anonymous_enabled").notNull().default(false),
    triggeredEventList: text("triggered_event_list").array().notNull().default([]),
    featureMap: jsonb("feature_map").$type<Record<string, boolean>>().notNull().default({}),
    notificationSettings: jsonb("notification_settings").$type<NotificationSettings>().notNull().default({
      instantPost: true,
      acceptedInvitation: true,
      shareStat: true,
      newProposedPost: true,
      approvedPost: true,
    }),
    linkedinTokenExpiredAt: at("linkedin_token_expired_at"),
    /** Set when repeated failed sign-ins lock the account (survives restarts). */
    lockedUntil: at("locked_until"),
    isActive: boolean("is_active").notNull().default(true),
    /** Created by a SAML sign-in (auto-provisioning); onboarding skips the password step. */
    ssoProvisioned: boolean("sso_provisioned").notNull().default(false),
    lastActiveAt: at("last_active_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("app_user_company_email_uq").on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex("app_user_company_phone_uq").on(t.companyId, t.phoneNumber),
    index("app_user_email_idx").on(sql`lower(${t.email})`),
    index("app_user_company_group_idx").on(t.companyId, t.groupId),
    // The few deactivated accounts: a leaderboard counts everyone with points from its rollup's
    // index alone, then takes these out, instead of reading every user's row.
    index("app_user_inactive_idx").on(t.companyId, t.id).where(sql`NOT ${t.isActive}`),
  ],
);

/** Failed and successful password sign-ins, per account, for the lock rule and the audit trail. */
export const loginAttempt = pgTable(
  "login_attempt",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    succeeded: boolean("succeeded").notNull(),
    ip: text("ip"),
    attemptedAt: at("attempted_at").notNull().defaultNow(),
  },
  (t) => [index("login_attempt_user_idx").on(t.companyId, t.userId, t.attemptedAt)],
);

/** A signed-in browser. The id is the SHA-256 of the cookie token, so a database leak yields no usable cookie. */
export const userSession = pgTable(
  "user_session",
  {
    id: text("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** The active role (role switching). */
    role: text("role").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: at("created_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("user_session_user_idx").on(t.companyId, t.userId)],
);
