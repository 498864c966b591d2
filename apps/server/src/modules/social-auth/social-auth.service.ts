import type { SignInErrorCode, SocialSignInNetwork } from "@chorus/shared/auth/sign-in-methods.contract";
import type { FastifyBaseLogger } from "fastify";
import * as oidc from "openid-client";
import type { Db } from "../../db/client.ts";
import {
  type ExternalUser,
  findUserById,
  findUsersByEmail,
  mayProvisionByDomain,
  provisionUser,
} from "./external-user.ts";
import type { OidcProviders } from "./oidc-providers.ts";
import {
  findSocialAccount,
  linkSocialAccount,
  saveSignInRequest,
  takeSignInRequest,
} from "./social-auth.repository.ts";

/** How long a user may take at the provider before the attempt expires. */
export const SIGN_IN_REQUEST_TTL_MS = 10 * 60_000;

/**
 * Builds the provider's authorization URL (code flow, PKCE S256, state, nonce) and remembers the
 * attempt. The returned state also goes into the browser's cookie, binding the callback to it.
 */
export async function startSocialSignIn(
  db: Db,
  providers: OidcProviders,
  network: SocialSignInNetwork,
  input: { companyId: string | null; returnPath: string },
): Promise<{ url: string; state: string }> {
  const config = await providers.configuration(network);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await saveSignInRequest(db, {
    state,
    companyId: input.companyId,
    network,
    codeVerifier,
    nonce,
    returnPath: input.returnPath,
    expiresAt: new Date(Date.now() + SIGN_IN_REQUEST_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: providers.redirectUri(network),
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, state };
}

export type SocialSignInOutcome =
  | { ok: true; user: ExternalUser; returnPath: string }
  | { ok: false; error: SignInErrorCode };

interface CallbackInput {
  /** The callback URL as the provider called it (built on PUBLIC_URL). */
  currentUrl: URL;
  state: string | undefined;
  /** The state the browser's cookie holds; must equal `state`. */
  cookieState: string | undefined;
  providerError: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * The callback: the attempt is taken (once), the code exchanged with the verifier, the ID token
 * verified by openid-client (signature through the JWKS, issuer, audience, expiry, nonce), then
 * the verified e-mail names the user.
 */
export async function finishSocialSignIn(
  db: Db,
  providers: OidcProviders,
  network: SocialSignInNetwork,
  input: CallbackInput,
): Promise<SocialSignInOutcome> {
  if (!input.state || !input.cookieState || input.state !== input.cookieState)
    return { ok: false, error: "social_state_invalid" };
  const attempt = await takeSignInRequest(db, input.state, network);
  if (!attempt) return { ok: false, error: "social_state_invalid" };
  if (input.providerError) return { ok: false, error: "social_denied" };

  let config: oidc.Configuration;
  try {
    config = await providers.configuration(network);
  } catch (error) {
    input.log.warn({ network, err: errorSummary(error) }, "social sign-in: provider discovery failed");
    return { ok: false, error: "social_unavailable" };
  }
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, input.currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: input.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    input.log.warn(
      { network, err: errorSummary(error) },
      "social sign-in: code exchange or ID token refused",
    );
    return { ok: false, error: "social_failed" };
  }
  if (!claims) return { ok: false, error: "social_failed" };

  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email || !isEmailVerified(network, claims)) return { ok: false, error: "social_email_unverified" };
  // Microsoft's `sub` is unique per tenant and app; the tenant keeps subjects apart.
  const subject =
    network === "microsoft" && typeof claims.tid === "string" ? `${claims.tid}:${claims.sub}` : claims.sub;

  const user = await resolveUser(db, network, {
    subject,
    email,
    companyId: attempt.companyId,
    firstName: typeof claims.given_name === "string" ? claims.given_name : undefined,
    lastName: typeof claims.family_name === "string" ? claims.family_name : undefined,
    log: input.log,
  });
  if ("error" in user) return { ok: false, error: user.error };
  await linkSocialAccount(db, { companyId: user.companyId, userId: user.userId, network, subject, email });
  return { ok: true, user, returnPath: attempt.returnPath };
}

/** Google and LinkedIn send `email_verified`; Entra ID marks a domain-verified e-mail with `xms_edov`. */
function isEmailVerified(network: SocialSignInNetwork, claims: oidc.IDToken): boolean {
  if (claims.email_verified === true || claims.email_verified === "true") return true;
  return network === "microsoft" && (claims.xms_edov === true || claims.xms_edov === "1");
}

async function resolveUser(
  db: Db,
  network: SocialSignInNetwork,
  input: {
    subject: string;
    email: string;
    companyId: string | null;
    firstName?: string;
    lastName?: string;
    log: FastifyBaseLogger;
  },
): Promise<ExternalUser | { error: SignInErrorCode }> {
  const linked = await findSocialAccount(db, network, input.subject);
  if (linked && (!input.companyId || linked.companyId === input.companyId)) {
    const user = await findUserById(db, linked.companyId, linked.userId);
    if (user?.isActive) return user;
  }
  const users = (await findUsersByEmail(db, input.email, input.companyId)).filter((u) => u.isActive);
  if (users.length > 1)
    input.log.info(
      { network, count: users.length },
      "social sign-in: e-mail in several companies, the first is used",
    );
  const [first] = users;
  if (first) return first;
  if (!input.companyId) return { error: "user_not_found" };
  const verdict = await mayProvisionByDomain(db, input.companyId, input.email);
  if (verdict === "user_limit_reached") return { error: "user_limit_reached" };
  if (verdict !== true) return { error: "user_not_found" };
  return db.transaction((tx) =>
    provisionUser(tx, {
      companyId: input.companyId as string,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      ssoProvisioned: false,
    }),
  );
}

/** What the log may hold of a failure: its name, code and message, never a token or a code. */
function errorSummary(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { name: error.name, code: (error as { code?: unknown }).code, message: error.message };
}
