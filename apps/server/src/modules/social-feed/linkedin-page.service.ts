import { randomBytes } from "node:crypto";
import type { LinkedinPage } from "@chorus/shared/social-feed/linkedin-page.contract";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { hashToken } from "../../platform/crypto.ts";
import { badRequest } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import {
  administeredOrganizations,
  connectUnavailable,
  linkedinPageAuthorizeUrl,
  NetworkCallError,
  networkUnavailable,
  pkcePair,
  reconnectNeeded,
  type SharingRuntime,
  saveConnectRequest,
  takeConnectRequest,
} from "../share/index.ts";
import {
  deleteLinkedinPage,
  findLinkedinPage,
  type LinkedinPageRow,
  saveLinkedinPage,
  updateLinkedinPage,
} from "./linkedin-page.repository.ts";
import { forgetCachedFeed } from "./social-feed.cache.ts";

/** The connect attempt's kind in social_connect_request: a member's own connect never takes it. */
const PAGE_CONNECT = "linkedin-page";
const CONNECT_TTL_MS = 10 * 60_000;
/** A token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;
export const LINKEDIN_PAGE_RETURN = "/social-feed";

export const linkedinPageRedirectUri = (runtime: SharingRuntime) =>
  `${runtime.config.publicUrl}/api/company/linkedin-page/callback`;

export function presentLinkedinPage(row: LinkedinPageRow | null): LinkedinPage {
  return {
    isConnected: row !== null,
    needsReconnect: row?.invalidAt != null,
    organizationUrn: row?.organizationUrn ?? null,
    organizationName: row?.organizationName ?? null,
    connectedAt: row ? row.connectedAt.toISOString() : null,
  };
}

export async function readLinkedinPage(ctx: RequestContext, companyId: string): Promise<LinkedinPage> {
  requireSameCompany(ctx, companyId);
  return presentLinkedinPage(await findLinkedinPage(ctx.db, ctx.companyId));
}

/** Step 1: state and PKCE verifier remembered (bound to this admin), the browser sent to LinkedIn. */
export async function startLinkedinPageConnect(
  ctx: RequestContext,
  runtime: SharingRuntime,
  companyId: string,
) {
  requireSameCompany(ctx, companyId);
  if (!runtime.networks.linkedin.enabled) throw connectUnavailable("linkedin", false);
  const state = randomBytes(24).toString("base64url");
  const { verifier, challenge } = pkcePair();
  await saveConnectRequest(ctx.db, {
    id: hashToken(state),
    companyId: ctx.companyId,
    userId: ctx.actor.userId,
    network: PAGE_CONNECT,
    codeVerifier: verifier,
    returnPath: LINKEDIN_PAGE_RETURN,
    expiresAt: new Date(Date.now() + CONNECT_TTL_MS),
  });
  const url = linkedinPageAuthorizeUrl(runtime.config.sharing.linkedin, {
    state,
    codeChallenge: challenge,
    redirectUri: linkedinPageRedirectUri(runtime),
  });
  return { url, state };
}

export type LinkedinPageOutcome = "connected" | "denied" | "expired" | "failed";

/**
 * Step 2, the callback: the attempt is taken once, must be this admin's and this browser's; the
 * code is exchanged, the token sealed and stored for the company. When the admin administers
 * exactly one page it is chosen at once; with several they pick one on the social feed.
 */
export async function finishLinkedinPageConnect(
  ctx: RequestContext,
  runtime: SharingRuntime,
  input: {
    code?: string | undefined;
    state?: string | undefined;
    error?: string | undefined;
    cookieState?: string | undefined;
  },
): Promise<LinkedinPageOutcome> {
  if (!input.state) return "failed";
  const attempt = await takeConnectRequest(ctx.db, ctx.companyId, hashToken(input.state));
  if (!attempt || attempt.expiresAt.getTime() <= Date.now()) return "expired";
  const mine =
    attempt.userId === ctx.actor.userId &&
    attempt.network === PAGE_CONNECT &&
    input.cookieState === input.state;
  if (!mine) return "failed";
  if (input.error || !input.code) return "denied";
  try {
    const tokens = await runtime.networks.linkedin.exchangeCode({
      code: input.code,
      codeVerifier: attempt.codeVerifier,
      redirectUri: linkedinPageRedirectUri(runtime),
    });
    const organizations = await administeredOrganizations(
      runtime.config.sharing.linkedin,
      runtime.config.sharing.networkTimeoutMs,
      tokens.accessToken,
    );
    const only = organizations.length === 1 ? organizations[0] : undefined;
    await ctx.db.transaction(async (tx) => {
      await saveLinkedinPage(tx, {
        companyId: ctx.companyId,
        accessTokenSealed: runtime.cipher.seal(tokens.accessToken),
        refreshTokenSealed: tokens.refreshToken ? runtime.cipher.seal(tokens.refreshToken) : null,
        expiresAt: tokens.expiresAt,
        connectedBy: ctx.actor.userId,
        connectedAt: new Date(),
      });
      if (only)
        await updateLinkedinPage(tx, ctx.companyId, {
          organizationUrn: only.urn,
          organizationName: only.name,
        });
    });
  } catch (error) {
    // The reason only: never the code or a token.
    ctx.log.warn({ err: (error as Error).message }, "LinkedIn page connect failed");
    return "failed";
  }
  forgetCachedFeed(ctx.companyId);
  return "connected";
}

/**
 * The page token to call LinkedIn with: refreshed first when (nearly) expired and a refresh token
 * exists. A refused refresh, or an expired token without one, marks the page for reconnection.
 */
export async function pageAccessToken(
  db: Queryable,
  runtime: SharingRuntime,
  row: LinkedinPageRow,
): Promise<string> {
  if (row.invalidAt) throw reconnectNeeded("linkedin");
  const nearlyExpired = row.expiresAt !== null && row.expiresAt.getTime() - Date.now() <= REFRESH_MARGIN_MS;
  if (!nearlyExpired) return runtime.cipher.open(row.accessTokenSealed);
  if (!row.refreshTokenSealed) {
    await markPageInvalid(db, row.companyId);
    throw reconnectNeeded("linkedin");
  }
  try {
    const tokens = await runtime.networks.linkedin.refresh(runtime.cipher.open(row.refreshTokenSealed));
    await updateLinkedinPage(db, row.companyId, {
      accessTokenSealed: runtime.cipher.seal(tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken
        ? runtime.cipher.seal(tokens.refreshToken)
        : row.refreshTokenSealed,
      expiresAt: tokens.expiresAt,
    });
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof NetworkCallError && error.retriable) throw networkUnavailable("linkedin");
    await markPageInvalid(db, row.companyId);
    throw reconnectNeeded("linkedin");
  }
}

export async function markPageInvalid(db: Queryable, companyId: string) {
  await updateLinkedinPage(db, companyId, { invalidAt: new Date() });
  forgetCachedFeed(companyId);
}

/** A LinkedIn call with the page token: 401 marks the page for reconnection (409.30), a passing failure is 503.30. */
export async function withPageToken<T>(
  db: Queryable,
  runtime: SharingRuntime,
  row: LinkedinPageRow,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const token = await pageAccessToken(db, runtime, row);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof NetworkCallError)) throw error;
    if (error.status === 401) {
      await markPageInvalid(db, row.companyId);
      throw reconnectNeeded("linkedin");
    }
    throw networkUnavailable("linkedin");
  }
}

async function connectedPage(ctx: RequestContext, companyId: string): Promise<LinkedinPageRow> {
  requireSameCompany(ctx, companyId);
  const row = await findLinkedinPage(ctx.db, ctx.companyId);
  if (!row) throw reconnectNeeded("linkedin");
  return row;
}

/** GET …/linkedin-page/organization: the pages the connecting admin administers. */
export async function listPageOrganizations(ctx: RequestContext, runtime: SharingRuntime, companyId: string) {
  const row = await connectedPage(ctx, companyId);
  const organizationList = await withPageToken(ctx.db, runtime, row, (token) =>
    administeredOrganizations(
      runtime.config.sharing.linkedin,
      runtime.config.sharing.networkTimeoutMs,
      token,
    ),
  );
  return { organizationList };
}

/** PUT …/linkedin-page: one of the pages the token administers (LinkedIn is asked, not the client). */
export async function chooseLinkedinPage(
  ctx: RequestContext,
  runtime: SharingRuntime,
  companyId: string,
  organizationUrn: string,
): Promise<LinkedinPage> {
  const { organizationList } = await listPageOrganizations(ctx, runtime, companyId);
  const chosen = organizationList.find((o) => o.urn === organizationUrn);
  if (!chosen) throw badRequest("organizationUrn: not a LinkedIn page you administer");
  const row = await ctx.db.transaction((tx) =>
    updateLinkedinPage(tx, ctx.companyId, { organizationUrn: chosen.urn, organizationName: chosen.name }),
  );
  forgetCachedFeed(ctx.companyId);
  return presentLinkedinPage(row);
}

/** DELETE …/linkedin-page: the sealed token is deleted (LinkedIn keeps its grant until revoked there). */
export async function disconnectLinkedinPage(ctx: RequestContext, companyId: string): Promise<LinkedinPage> {
  requireSameCompany(ctx, companyId);
  await ctx.db.transaction((tx) => deleteLinkedinPage(tx, ctx.companyId));
  forgetCachedFeed(ctx.companyId);
  return presentLinkedinPage(null);
}
