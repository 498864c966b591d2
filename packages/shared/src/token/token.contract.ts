import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Personal access tokens start with this, so a leaked one is recognisable (secret scanners). */
export const PERSONAL_TOKEN_PREFIX = "chorus_pat_";
/** Access tokens handed to OAuth 2 client apps. */
export const OAUTH_TOKEN_PREFIX = "chorus_oat_";
export const MAX_TOKEN_DAYS = 365;

export const createTokenBodySchema = z.object({
  name: z.string().trim().min(1, "Please give the token a name.").max(100),
  expiresInDays: z.number().int().min(1).max(MAX_TOKEN_DAYS).optional(),
});
export const tokenSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
/** The secret appears in this response only. */
export const createdTokenSchema = tokenSchema.extend({ token: z.string() });
export const tokenListSchema = z.array(tokenSchema);
export const deleteTokenBodySchema = z.object({ _id: objectIdSchema });

export const ACCESS_TOKEN_LAB_OFF =
  "Personal access tokens are not enabled for your account. Ask your administrator to switch on the access token lab.";

/** GET /api/oauth2/client/{clientId}: what the /authz page shows. */
export const oauthClientPublicSchema = z.object({ clientId: z.string(), name: z.string() });
export const oauthTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});
/** The token endpoint's error codes (RFC 6749 §5.2). */
export const OAUTH_TOKEN_ERRORS = [
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
] as const;
export type OAuthTokenError = (typeof OAUTH_TOKEN_ERRORS)[number];
export const oauthErrorSchema = z.object({
  error: z.enum(OAUTH_TOKEN_ERRORS),
  error_description: z.string().optional(),
});
