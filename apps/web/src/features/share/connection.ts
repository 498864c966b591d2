import { browserHref } from "@chorus/shared/http/endpoint";
import type { Session2 } from "@chorus/shared/session/session.contract";
import { socnetBrowserRoutes } from "@chorus/shared/share/socnet.endpoints";
import type { Connection } from "./api.ts";
import { needsConnection } from "./share-options.ts";

export type ConnectionState = "notNeeded" | "connected" | "expiring" | "disconnected";

/** Full navigation to the OAuth connect; the server brings the user back to `returnPath` (?connected=network). */
export const connectUrl = (network: string, returnPath?: string): string =>
  browserHref(socnetBrowserRoutes.connect, {
    params: { network },
    ...(returnPath !== undefined && { query: { redirect: returnPath } }),
  });

/**
 * The account state of a network for sharing: self-share networks need none; the API networks need a
 * live connection (the connections call knows expiry; the session's flags are the fallback).
 */
export function connectionState(
  network: string,
  session: Session2,
  connections: readonly Connection[] | undefined,
  now: Date = new Date(),
): ConnectionState {
  if (!needsConnection(network)) return "notNeeded";
  const entry = connections?.find((c) => c.network === network);
  if (!entry) {
    const flags = session.user.connected as Record<string, boolean>;
    return flags[network] ? "connected" : "disconnected";
  }
  if (!entry.connected) return "disconnected";
  if (entry.expiresAt && new Date(entry.expiresAt).getTime() <= now.getTime()) return "disconnected";
  return entry.needsReconnect ? "expiring" : "connected";
}
