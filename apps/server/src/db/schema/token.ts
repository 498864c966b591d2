import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** Personal access tokens (access_token_lab). Only the SHA-256 of the secret is kept. */
export const personalAccessToken = pgTable(
  "personal_access_token",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at"),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [
    uniqueIndex("personal_access_token_hash_uq").on(t.tokenHash),
    index("personal_access_token_user_idx").on(t.companyId, t.userId),
  ],
);

/** Client apps registered with the OAuth 2 authorization server; company_id null = every company. */
export const oauthClient = pgTable(
  "oauth_client",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id"),
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
    redirectUriList: text("redirect_uri_list").array().notNull().default([]),
    /** SHA-256 of the client secret; null for public clients, which must use PKCE. */
    secretHash: text("secret_hash"),
    isPublic: boolean("is_public").notNull().default(true),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("oauth_client_client_id_uq").on(t.clientId)],
);

/** One-time authorization codes (60 s), stored by SHA-256. */
export const oauthAuthorizationCode = pgTable(
  "oauth_authorization_code",
  {
    id: text("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    clientId: text("client_id").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    codeChallenge: text("code_challenge"),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("oauth_authorization_code_user_idx").on(t.companyId, t.userId)],
);

/** Bearer access tokens handed to client apps (1 h), stored by SHA-256. */
export const oauthAccessToken = pgTable(
  "oauth_access_token",
  {
    id: text("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    clientId: text("client_id").notNull(),
    /** The code it was exchanged for: a replayed code revokes what it produced. */
    codeId: text("code_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("oauth_access_token_user_idx").on(t.companyId, t.userId)],
);
