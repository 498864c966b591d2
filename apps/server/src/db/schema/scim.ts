import { boolean, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A company's SCIM 2.0 connection (the Active Directory tab): the bearer token's SHA-256 (shown
 * once, never stored), which Chorus objects SCIM Groups map to, and when the directory last wrote.
 */
export const scimConnection = pgTable("scim_connection", {
  companyId: objectId("company_id").primaryKey(),
  /** SHA-256 of the bearer token; null when no token is issued (revoked). Unique across companies. */
  tokenHash: text("token_hash").unique("scim_connection_token_hash_uq"),
  /** The token's last four characters, to tell tokens apart on screen. */
  tokenHint: text("token_hint"),
  tokenCreatedAt: at("token_created_at"),
  /** "group" (Chorus groups) or "team" (teams). */
  groupMapping: text("group_mapping").notNull().default("group"),
  lastSyncAt: at("last_sync_at"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * What SCIM knows of a Chorus user or group/team beyond our own columns: the IdP's externalId,
 * the userName it provisioned, and (groups) whether the directory deleted it (we never delete
 * a Chorus object: a deleted group is detached and hidden from SCIM).
 */
export const scimIdentity = pgTable(
  "scim_identity",
  {
    companyId: objectId("company_id").notNull(),
    /** "User", "Group" or "Team" (the Chorus table behind a SCIM Group). */
    resourceType: text("resource_type").notNull(),
    resourceId: objectId("resource_id").notNull(),
    externalId: text("external_id"),
    userName: text("user_name"),
    detached: boolean("detached").notNull().default(false),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.resourceType, t.resourceId] }),
    index("scim_identity_external_idx").on(t.companyId, t.resourceType, t.externalId),
  ],
);

/** The directory's failures, newest first on the Active Directory tab (and the ad_error_* notices). */
export const scimError = pgTable(
  "scim_error",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    /** The notification type: ad_error_unexpected, ad_error_user_exists, … */
    type: text("type").notNull(),
    message: text("message").notNull(),
    /** Whether admins were notified (at most one notice per type and hour). */
    notified: boolean("notified").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("scim_error_company_idx").on(t.companyId, t.createdAt)],
);
