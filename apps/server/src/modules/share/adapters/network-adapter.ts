import { randomBytes } from "node:crypto";
import { pkceChallenge } from "../../../platform/crypto.ts";

/** What the token endpoint gave us. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** LinkedIn says when its refresh token ends; X's do not (offline.access). */
  refreshExpiresAt: Date | null;
  scope: string;
}

export interface ShareImage {
  bytes: Buffer;
  contentType: string;
}

/** What one share sends: the text (comment and signature), the tracked link and the post's facts. */
export interface ShareContent {
  text: string;
  link: string;
  title: string;
  description: string;
  /** Images to attach (already capped to the network's count); empty for link posts. */
  images: ShareImage[];
  /** A video already on LinkedIn (post.linkedinVideoUrn). */
  linkedinVideoUrn: string | null;
}

/** A network we post to through its API, for a connected member. */
export interface ApiNetworkAdapter {
  readonly network: "linkedin" | "twitter";
  readonly label: string;
  /** A client id is configured. */
  readonly enabled: boolean;
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  /** The member's id on the network. */
  profile(accessToken: string): Promise<{ subject: string }>;
  publish(accessToken: string, subject: string, content: ShareContent): Promise<{ externalId: string }>;
}

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: pkceChallenge(verifier) };
}

/** The token endpoint's answer (RFC 6749 §5.1, plus LinkedIn's refresh_token_expires_in). */
export interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  refresh_token_expires_in?: number;
  scope?: string;
}

export function tokenSetOf(body: TokenResponse, label: string, now = Date.now()): TokenSet {
  if (typeof body.access_token !== "string" || body.access_token === "")
    throw new Error(`${label} gave no access token`);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" && body.refresh_token ? body.refresh_token : null,
    expiresAt: typeof body.expires_in === "number" ? new Date(now + body.expires_in * 1000) : null,
    refreshExpiresAt:
      typeof body.refresh_token_expires_in === "number"
        ? new Date(now + body.refresh_token_expires_in * 1000)
        : null,
    scope: body.scope ?? "",
  };
}

/** The OAuth 2 authorization-code-with-PKCE address both posting networks use. */
export function pkceAuthorizeUrl(
  authUrl: string,
  p: { clientId: string; redirectUri: string; state: string; scope: string; codeChallenge: string },
): string {
  const url = new URL(authUrl);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    scope: p.scope,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.href;
}
