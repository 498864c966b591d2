import { timingSafeEqual } from "node:crypto";
import { OAUTH_TOKEN_PREFIX, type OAuthTokenError } from "@chorus/shared/token/token.contract";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../platform/context.ts";
import { hashToken, pkceChallenge } from "../../platform/crypto.ts";
import { isBearerActor, newSecret } from "../token/index.ts";
import {
  consumeCode,
  findClient,
  insertAccessToken,
  insertCode,
  type OAuthClientRow,
  revokeTokensOfCode,
} from "./oauth2.repository.ts";

export const CODE_TTL_MS = 60_000;
export const ACCESS_TOKEN_TTL_S = 3600;
export const UNKNOWN_CLIENT = "This app is not registered.";
export const UNREGISTERED_REDIRECT = "This redirect address is not registered for the app.";

export interface AuthorizeQuery {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  authz?: string;
  cancel_authz?: string;
}

/** What GET /oauth2/authorize answers: an error page (never a redirect to an unchecked address) or a redirect. */
export type AuthorizeDecision =
  | { kind: "page"; status: 400; message: string }
  | { kind: "redirect"; location: string };

const withParams = (base: string, params: Record<string, string | undefined>) => {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
};

/** A client of another company is unknown to this user; instance-wide clients serve everyone. */
const servesCompany = (client: OAuthClientRow, companyId: string | null) =>
  client.companyId === null || companyId === null || client.companyId === companyId;

export async function authorize(
  db: Db,
  actor: Actor | null,
  query: AuthorizeQuery,
  fetchSite: string | undefined,
): Promise<AuthorizeDecision> {
  const client = query.client_id ? await findClient(db, query.client_id) : null;
  const sessionActor = actor && !isBearerActor(actor) ? actor : null;
  if (!client || !servesCompany(client, sessionActor?.companyId ?? null))
    return { kind: "page", status: 400, message: UNKNOWN_CLIENT };
  const redirectUri = query.redirect_uri ?? "";
  if (!client.redirectUriList.includes(redirectUri))
    return { kind: "page", status: 400, message: UNREGISTERED_REDIRECT };
  const back = (params: Record<string, string | undefined>) => ({
    kind: "redirect" as const,
    location: withParams(redirectUri, { ...params, state: query.state }),
  });
  if (query.cancel_authz === "1") return back({ error: "access_denied" });
  if (query.response_type !== "code") return back({ error: "unsupported_response_type" });
  if (query.code_challenge !== undefined && query.code_challenge_method !== "S256")
    return back({ error: "invalid_request", error_description: "code_challenge_method must be S256" });
  if (client.isPublic && !query.code_challenge)
    return back({ error: "invalid_request", error_description: "PKCE (S256) is required for this app" });

  // The decision page: after sign-in, or whenever the click did not come from our own page.
  const fromOwnPage = fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
  if (!sessionActor || query.authz !== "1" || !fromOwnPage) {
    return {
      kind: "redirect",
      location: `/authz?${new URLSearchParams(
        Object.entries({
          client_name: client.name,
          isLoggedIn: String(sessionActor !== null),
          response_type: query.response_type,
          client_id: client.clientId,
          redirect_uri: redirectUri,
          state: query.state,
          code_challenge: query.code_challenge,
          code_challenge_method: query.code_challenge_method,
        }).filter((e): e is [string, string] => e[1] !== undefined),
      ).toString()}`,
    };
  }
  const code = newSecret("");
  await insertCode(db, {
    id: hashToken(code),
    companyId: sessionActor.companyId,
    userId: sessionActor.userId,
    clientId: client.clientId,
    redirectUri,
    codeChallenge: query.code_challenge ?? null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return back({ code });
}

export interface TokenRequest {
  grant_type?: string;
  code?: string;
  redirect_uri?: string;
  client_id?: string;
  client_secret?: string;
  code_verifier?: string;
}

export type TokenOutcome =
  | { ok: true; body: { access_token: string; token_type: "Bearer"; expires_in: number } }
  | { ok: false; status: 400 | 401; error: OAuthTokenError; description: string };

const fail = (error: OAuthTokenError, description: string, status: 400 | 401 = 400): TokenOutcome => ({
  ok: false,
  status,
  error,
  description,
});

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Client credentials from HTTP Basic or the form (RFC 6749 §2.3.1). */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const at = decoded.indexOf(":");
  if (at < 0) return null;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, at)),
      secret: decodeURIComponent(decoded.slice(at + 1)),
    };
  } catch {
    // A broken escape (`%zz`): the client tried to authenticate and failed (invalid_client).
    return { id: "", secret: "" };
  }
}

/** POST /oauth2/token, grant_type=authorization_code with the PKCE verifier. */
export async function exchangeCode(
  db: Db,
  input: TokenRequest,
  basic: { id: string; secret: string } | null,
) {
  if (!input.grant_type) return fail("invalid_request", "grant_type is required");
  if (input.grant_type !== "authorization_code")
    return fail("unsupported_grant_type", "Only authorization_code is supported");
  const clientId = basic?.id ?? input.client_id;
  const secret = basic?.secret ?? input.client_secret;
  const client = clientId ? await findClient(db, clientId) : null;
  if (!client) return fail("invalid_client", "Unknown client", 401);
  if (!client.isPublic && (!secret || !client.secretHash || !sameHash(hashToken(secret), client.secretHash)))
    return fail("invalid_client", "Client authentication failed", 401);
  if (!input.code) return fail("invalid_request", "code is required");
  const codeId = hashToken(input.code);
  return db.transaction(async (tx): Promise<TokenOutcome> => {
    const code = await consumeCode(tx, codeId);
    if (!code) {
      await revokeTokensOfCode(tx, codeId);
      return fail("invalid_grant", "The code is invalid, expired or already used");
    }
    if (code.clientId !== client.clientId || code.redirectUri !== input.redirect_uri)
      return fail("invalid_grant", "The code was issued to another client or redirect address");
    if (code.codeChallenge !== null) {
      const verifier = input.code_verifier ?? "";
      if (
        !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) ||
        !sameHash(pkceChallenge(verifier), code.codeChallenge)
      )
        return fail("invalid_grant", "code_verifier does not match the code challenge");
    }
    const token = newSecret(OAUTH_TOKEN_PREFIX);
    await insertAccessToken(tx, {
      id: hashToken(token),
      companyId: code.companyId,
      userId: code.userId,
      clientId: client.clientId,
      codeId,
      expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_S * 1000),
    });
    return { ok: true, body: { access_token: token, token_type: "Bearer", expires_in: ACCESS_TOKEN_TTL_S } };
  });
}

export async function publicClient(db: Db, clientId: string) {
  const client = await findClient(db, clientId);
  return client ? { clientId: client.clientId, name: client.name } : null;
}
