import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A user's account on a network we post to (linkedin, twitter), connected with OAuth 2. Tokens are
 * stored encrypted (AES-256-GCM, see modules/share/token-cipher.ts); a database dump holds no
 * usable token.
 */
export const socialConnection = pgTable(
  "social_connection",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** linkedin | twitter */
    network: text("network").notNull(),
    /** The member's id on the network (LinkedIn `sub`, X user id): the author of what we post. */
    subject: text("subject").notNull(),
    accessTokenSealed: text("access_token_sealed").notNull(),
    refreshTokenSealed: text("refresh_token_sealed"),
    scope: text("scope").notNull().default(""),
    expiresAt: at("expires_at"),
    refreshExpiresAt: at("refresh_expires_at"),
    /** Set when the network refused the token and it could not be refreshed: reconnect needed. */
    invalidAt: at("invalid_at"),
    /** The lapse date the last reconnect reminder was sent for (one reminder per lapse). */
    remindedFor: at("reminded_for"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("social_connection_user_network_uq").on(t.companyId, t.userId, t.network)],
);

/**
 * A connect in flight (state, PKCE verifier), at most 10 minutes old, deleted when its callback
 * uses it. The id is the SHA-256 of the state.
 */
export const socialConnectRequest = pgTable(
  "social_connect_request",
  {
    id: text("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    network: text("network").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    /** Where the browser goes afterwards (a local path). */
    returnPath: text("return_path").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("social_connect_request_expires_idx").on(t.expiresAt)],
);

/** One unique visitor of a shared link: per share, per hashed IP + user agent + day. */
export const shareClick = pgTable(
  "share_click",
  {
    companyId: objectId("company_id").notNull(),
    shareId: objectId("share_id").notNull(),
    fingerprint: text("fingerprint").notNull(),
    clickedAt: at("clicked_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.fingerprint] })],
);

/** The SharingPoint award of a post on a network, once per user: the key makes a second award impossible. */
export const sharePointAward = pgTable(
  "share_point_award",
  {
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    postId: objectId("post_id").notNull(),
    media: text("media").notNull(),
    shareId: objectId("share_id").notNull(),
    points: integer("points").notNull(),
    awardedAt: at("awarded_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.postId, t.media] })],
);

/** Share columns the sharing workflow adds (kept here so engagement.ts stays the feed's). */
export const shareWorkflowColumns = {
  /** Queued by the smart queue rather than a chosen time. */
  smart: boolean("smart").notNull().default(false),
  /** The tracked link's code: GET /s/{shortCode}. */
  shortCode: text("short_code"),
  /** The post's updatedAt when shared: which version of the post went out. */
  postVersion: at("post_version"),
  /** The post on the network (LinkedIn share urn, tweet id). */
  externalId: text("external_id"),
  /** Why the last attempt failed. */
  error: text("error"),
  attemptCount: integer("attempt_count").notNull().default(0),
  /**
   * Shared on behalf: the content writer who made the share (user_id is the content owner, whose
   * account it went to and who earns its points). Null for a user's own share.
   */
  sharedByUserId: objectId("shared_by_user_id"),
  /**
   * A newsletter's post link (status "newsletter"): where GET /s/{shortCode} leads, the post on the
   * company's address with the newsletter source, instead of the post's own landing URL.
   */
  landingUrl: text("landing_url"),
};

/** A company's UTM tags of tracked links (catalogue "Company … utm"); none stored: the defaults. */
export const companyUtmSetting = pgTable("company_utm_setting", {
  companyId: objectId("company_id").primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  /** [{ name: "utm_source", type: "socialNetwork" }, { name: "utm_campaign", type: "staticText", value }] */
  tagList: jsonb("tag_list").$type<{ name: string; type: string; value?: string }[]>().notNull().default([]),
  updatedBy: objectId("updated_by"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * One counted view of a post (POST /api/post3/{id}/tracker): per user, post and UTC day, so
 * post.view_count moves once a day per reader whatever the source.
 */
export const postView = pgTable(
  "post_view",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Where the first view of the day came from: email, feed, share … */
    source: text("source").notNull(),
    viewedAt: at("viewed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.day] }),
    index("post_view_company_post_idx").on(t.companyId, t.postId),
  ],
);
