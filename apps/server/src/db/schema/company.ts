import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

export interface SocnetOrderedEntry {
  Name: string;
  SharingPoint: number;
  authEnabled: boolean;
}

/** A tenant. The company row is the tenant itself, so it carries no company_id. */
export const company = pgTable(
  "company",
  {
    id: objectId("id").primaryKey(),
    name: text("name").notNull(),
    subdomain: text("subdomain").notNull(),
    customDomain: text("custom_domain"),
    /** White label logo (ImageUrl); the login image (ImageUrlLogin) stands in when it is null. */
    imageUrl: text("image_url"),
    imageUrlLogin: text("image_url_login"),
    highlightColor: text("highlight_color").notNull().default("#ED5D40"),
    labList: text("lab_list").array().notNull().default([]),
    /** Directory (Active Directory) group id; registration is closed when set. */
    directoryGroupId: text("directory_group_id"),
    isSelfRegistrationEnabled: boolean("is_self_registration_enabled").notNull().default(false),
    isGroupEnabled: boolean("is_group_enabled").notNull().default(false),
    rewardEnabled: boolean("reward_enabled").notNull().default(false),
    isHideResourcesEnabled: boolean("is_hide_resources_enabled").notNull().default(false),
    isArchivedReadEnabled: boolean("is_archived_read_enabled").notNull().default(false),
    isChannelManagerEnabled: boolean("is_channel_manager_enabled").notNull().default(true),
    isGamificationDisabled: boolean("is_gamification_disabled").notNull().default(false),
    isInfluencerScoreHidden: boolean("is_influencer_score_hidden").notNull().default(false),
    isTosEnabled: boolean("is_tos_enabled").notNull().default(false),
    isGetMobileAppDisabled: boolean("is_get_mobile_app_disabled").notNull().default(false),
    isSlackAppEnabled: boolean("is_slack_app_enabled").notNull().default(false),
    isPasswordAuthEnabled: boolean("is_password_auth_enabled").notNull().default(true),
    anonymousEnabled: boolean("anonymous_enabled").notNull().default(false),
    isLanguageEnabled: boolean("is_language_enabled").notNull().default(false),
    defaultPlatformLanguage: text("default_platform_language").notNull().default("en"),
    defaultInvitationMessage: text("default_invitation_message").notNull().default(""),
    invitePoint: integer("invite_point").notNull().default(0),
    proposePostPoint: integer("propose_post_point").notNull().default(0),
    uniqueClickPoint: integer("unique_click_point").notNull().default(0),
    isUserPublishEnabled: boolean("is_user_publish_enabled").notNull().default(false),
    commentEnabled: boolean("comment_enabled").notNull().default(true),
    defaultPostExpiration: integer("default_post_expiration").notNull().default(14),
    isDefaultPostTypeShareable: boolean("is_default_post_type_shareable").notNull().default(true),
    adminsOnlyPosting: boolean("admins_only_posting").notNull().default(false),
    domainSet: text("domain_set").array().notNull().default([]),
    socnetOrderedSet: jsonb("socnet_ordered_set").$type<SocnetOrderedEntry[]>().notNull().default([]),
    socnetMap: jsonb("socnet_map").$type<Record<string, { Signature: string }>>().notNull().default({}),
    userLimit: integer("user_limit"),
    isSubscriptionSuspended: boolean("is_subscription_suspended").notNull().default(false),
    /** The company's own terms of service and privacy policy (plain text), shown when isTosEnabled. */
    termsOfService: text("terms_of_service").notNull().default(""),
    privacyPolicy: text("privacy_policy").notNull().default(""),
    /** The partner's company that created this one (a partner lists those); null for the rest. */
    createdByCompanyId: text("created_by_company_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("company_subdomain_uq").on(t.subdomain)],
);

/** Instance-wide secrets (cookie signing), created once so every process of a deployment shares them. */
export const instanceSecret = pgTable("instance_secret", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** Data migrations that run once in code (they need more than SQL, e.g. the media storage), by name. */
export const dataMigration = pgTable("data_migration", {
  name: text("name").primaryKey(),
  doneAt: at("done_at").notNull().defaultNow(),
});
