import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** A social network account (OpenID Connect subject) a user has signed in with. */
export const socialAccount = pgTable(
  "social_account",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** google | microsoft | linkedin */
    network: text("network").notNull(),
    /** The provider's `sub` (for Microsoft, scoped by its tenant: `tid:sub`). */
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("social_account_network_subject_uq").on(t.network, t.subject),
    index("social_account_user_idx").on(t.companyId, t.userId),
  ],
);

/**
 * A social sign-in in flight (state, nonce, PKCE verifier), at most 10 minutes old. The row is
 * deleted when the callback uses it, so a replayed callback finds nothing. The id is the SHA-256
 * of the state, which only the browser (in its cookie) and the provider see.
 */
export const socialSignInRequest = pgTable(
  "social_sign_in_request",
  {
    id: text("id").primaryKey(),
    /** The host's company when the sign-in started (null on localhost: any company). */
    companyId: objectId("company_id"),
    network: text("network").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    /** Where to go after sign-in: a local path, e.g. /authz?client_id=… */
    returnPath: text("return_path").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("social_sign_in_request_expires_idx").on(t.expiresAt)],
);

export interface SamlAttributeMapping {
  email: string;
  firstName: string;
  lastName: string;
}

/** A company's SAML identity provider. */
export const samlIdp = pgTable(
  "saml_idp",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    entityId: text("entity_id").notNull(),
    ssoUrl: text("sso_url").notNull(),
    /** The IdP's signing certificate, PEM. */
    certificate: text("certificate").notNull(),
    wantSignedAssertions: boolean("want_signed_assertions").notNull().default(true),
    autoProvision: boolean("auto_provision").notNull().default(false),
    attributeMapping: jsonb("attribute_mapping").$type<SamlAttributeMapping>().notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saml_idp_company_uq").on(t.companyId)],
);

/**
 * An AuthnRequest we sent, awaiting its response (InResponseTo). Deleted when a response uses it,
 * so the same response cannot sign in twice.
 */
export const samlRequest = pgTable(
  "saml_request",
  {
    /** The AuthnRequest ID. */
    id: text("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    returnPath: text("return_path").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("saml_request_expires_idx").on(t.expiresAt)],
);
