import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import type { AppDeps } from "../../platform/deps.ts";
import { guardedLookup, parseOutboundUrl } from "../../platform/outbound/ssrf-guard.ts";
import type { PushSubscriptionRow } from "./push-subscription.repository.ts";
import { vapidKeysOf } from "./vapid.ts";

/** What a push service answered: delivered, the subscription is gone for good (404/410), or not now. */
export type PushOutcome = "sent" | "gone" | "failed";

/** What the service worker shows (public/sw.js reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const TIMEOUT_MS = 10_000;

/**
 * One Web Push message: `web-push` encrypts it (aes128gcm) and signs the VAPID header; the POST
 * itself goes through the outbound guard, since the endpoint is an address a browser gave us.
 */
export async function sendPush(
  deps: Pick<AppDeps, "config" | "secrets" | "outbound">,
  subscription: PushSubscriptionRow,
  payload: PushPayload,
): Promise<PushOutcome> {
  const vapid = await vapidKeysOf(deps);
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: 24 * 3600,
      contentEncoding: "aes128gcm",
      urgency: "normal",
    },
  );
  let url: URL;
  try {
    url = parseOutboundUrl(details.endpoint, deps.outbound);
  } catch {
    // An endpoint the policy refuses can never be delivered to: forget it.
    return "gone";
  }
  const status = await post(url, details.headers, details.body, deps.outbound).catch(() => 0);
  if (status === 404 || status === 410) return "gone";
  return status >= 200 && status < 300 ? "sent" : "failed";
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer,
  policy: AppDeps["outbound"],
): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": body.length },
        lookup: guardedLookup(policy.allowPrivate, policy.allowedAddresses),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service timed out")));
    request.on("error", reject);
    request.end(body);
  });
}
