import { randomBytes } from "node:crypto";
import { isApiShareMedia } from "@chorus/shared/share/network.rules";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { hashToken } from "../../platform/crypto.ts";
import { type ApiNetworkAdapter, NetworkCallError, pkcePair } from "./adapters/index.ts";
import { saveConnectRequest, takeConnectRequest } from "./connect-request.repository.ts";
import {
  type ConnectionRow,
  deleteConnection,
  findConnection,
  lapseOf,
  listConnections,
  markConnectionInvalid,
  saveConnection,
  updateTokens,
} from "./connection.repository.ts";
import { connectUnavailable, reconnectNeeded } from "./share-errors.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";

/** How long the user may take at the network before the connect attempt expires. */
export const CONNECT_TTL_MS = 10 * 60_000;
/** "a connection whose token has expired or expires within 7 days is flagged". */
export const RECONNECT_WARNING_MS = 7 * 24 * 60 * 60_000;
/** A token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** The adapter of a network that can be connected here, else 404 with why. */
export function connectableNetwork(runtime: SharingRuntime, network: string): ApiNetworkAdapter {
  if (!isApiShareMedia(network)) throw connectUnavailable(network, true);
  const adapter = runtime.networks[network];
  if (!adapter.enabled) throw connectUnavailable(network, false);
  return adapter;
}

export const connectRedirectUri = (runtime: SharingRuntime, network: string) =>
  `${runtime.config.publicUrl}/oauth/${network}/connect/callback`;

/** Step 1: remember state and PKCE verifier, send the browser to the network. */
export async function startConnect(
  ctx: RequestContext,
  runtime: SharingRuntime,
  adapter: ApiNetworkAdapter,
  returnPath: string,
): Promise<{ url: string; state: string }> {
  const state = randomBytes(24).toString("base64url");
  const { verifier, challenge } = pkcePair();
  await saveConnectRequest(ctx.db, {
    id: hashToken(state),
    companyId: ctx.companyId,
    userId: ctx.actor.userId,
    network: adapter.network,
    codeVerifier: verifier,
    returnPath,
    expiresAt: new Date(Date.now() + CONNECT_TTL_MS),
  });
  const url = adapter.authorizeUrl({
    state,
    codeChallenge: challenge,
    redirectUri: connectRedirectUri(runtime, adapter.network),
  });
  return { url, state };
}

export type ConnectOutcome =
  | { ok: true; returnPath: string }
  | { ok: false; error: string; returnPath: string };

/**
 * Step 2, the callback: the attempt is taken once (a replayed callback finds nothing), must belong
 * to the signed-in user and the browser's cookie; the code is exchanged with the verifier, the
 * member looked up, the tokens sealed and stored.
 */
export async function finishConnect(
  ctx: RequestContext,
  runtime: SharingRuntime,
  adapter: ApiNetworkAdapter,
  input: {
    code: string | undefined;
    state: string | undefined;
    cookieState: string | undefined;
    error: string | undefined;
  },
): Promise<ConnectOutcome> {
  const fallback = "/";
  if (!input.state) return { ok: false, error: "connect_failed", returnPath: fallback };
  const attempt = await takeConnectRequest(ctx.db, ctx.companyId, hashToken(input.state));
  if (!attempt) return { ok: false, error: "connect_expired", returnPath: fallback };
  const returnPath = attempt.returnPath;
  const mine =
    attempt.companyId === ctx.companyId &&
    attempt.userId === ctx.actor.userId &&
    attempt.network === adapter.network &&
    input.cookieState === input.state &&
    attempt.expiresAt.getTime() > Date.now();
  if (!mine) return { ok: false, error: "connect_failed", returnPath };
  if (input.error || !input.code) return { ok: false, error: "connect_denied", returnPath };
  try {
    const tokens = await adapter.exchangeCode({
      code: input.code,
      codeVerifier: attempt.codeVerifier,
      redirectUri: connectRedirectUri(runtime, adapter.network),
    });
    const { subject } = await adapter.profile(tokens.accessToken);
    await saveConnection(ctx.db, runtime.cipher, {
      companyId: ctx.companyId,
      userId: ctx.actor.userId,
      network: adapter.network,
      subject,
      tokens,
    });
  } catch (error) {
    ctx.log.warn({ network: adapter.network, err: (error as Error).message }, "social connect failed");
    return { ok: false, error: "connect_failed", returnPath };
  }
  return { ok: true, returnPath };
}

export interface ConnectionHealth {
  network: "linkedin" | "twitter";
  connected: boolean;
  expiresAt: string | null;
  needsReconnect: boolean;
}

export function healthOf(
  row: ConnectionRow | undefined,
  network: "linkedin" | "twitter",
  now = new Date(),
): ConnectionHealth {
  if (!row) return { network, connected: false, expiresAt: null, needsReconnect: false };
  const lapse = lapseOf(row);
  const flagged =
    row.invalidAt !== null || (lapse !== null && lapse.getTime() - now.getTime() <= RECONNECT_WARNING_MS);
  return {
    network,
    connected: row.invalidAt === null,
    expiresAt: lapse?.toISOString() ?? null,
    needsReconnect: flagged,
  };
}

export async function connectionHealthList(ctx: RequestContext): Promise<ConnectionHealth[]> {
  const rows = await listConnections(ctx.db, ctx.companyId, ctx.actor.userId);
  return (["linkedin", "twitter"] as const).map((network) =>
    healthOf(
      rows.find((r) => r.network === network),
      network,
    ),
  );
}

/** A share can go out through this connection (now or at its time): else 409.30. */
export async function assertShareable(db: Queryable, companyId: string, userId: string, network: string) {
  const row = await findConnection(db, companyId, userId, network);
  if (!row || row.invalidAt) throw reconnectNeeded(network);
  const lapse = lapseOf(row);
  if (lapse && lapse.getTime() <= Date.now()) throw reconnectNeeded(network);
  return row;
}

/**
 * The access token to post with: refreshed first when it is (nearly) expired and a refresh token
 * exists. A refused refresh, or an expired token without one, marks the connection invalid: the
 * caller answers 409.30.
 */
export async function accessTokenFor(
  db: Queryable,
  runtime: SharingRuntime,
  row: ConnectionRow,
  force = false,
): Promise<string> {
  const adapter = runtime.networks[row.network as "linkedin" | "twitter"];
  const nearlyExpired = row.expiresAt !== null && row.expiresAt.getTime() - Date.now() <= REFRESH_MARGIN_MS;
  if (!force && !nearlyExpired) return runtime.cipher.open(row.accessTokenSealed);
  if (!row.refreshTokenSealed) {
    await markConnectionInvalid(db, row);
    throw reconnectNeeded(row.network);
  }
  try {
    const tokens = await adapter.refresh(runtime.cipher.open(row.refreshTokenSealed));
    await updateTokens(db, runtime.cipher, row, tokens);
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof NetworkCallError && error.retriable) throw error;
    await markConnectionInvalid(db, row);
    throw reconnectNeeded(row.network);
  }
}

/** DELETE /api/socnet/{network}/connection: forget the tokens (the network keeps its own grant until the user revokes it there). */
export const disconnect = (ctx: RequestContext, network: string) =>
  deleteConnection(ctx.db, ctx.companyId, ctx.actor.userId, network);
