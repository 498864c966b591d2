import { createECDH } from "node:crypto";
import type { AppDeps } from "../../platform/deps.ts";

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The deployment's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else derived
 * from the instance secret `web-push-vapid` (32 random bytes kept in the database like the other
 * instance secrets, so every process signs with the same key and browsers' subscriptions survive
 * restarts). A P-256 private key is 32 bytes; the public key is computed from it.
 */
export async function vapidKeysOf(deps: Pick<AppDeps, "config" | "secrets">): Promise<VapidKeys> {
  const { vapidSubject, vapidPublicKey, vapidPrivateKey } = deps.config.notifications;
  if (vapidPublicKey && vapidPrivateKey)
    return { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  const secret = await deps.secrets.get("web-push-vapid");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(secret);
  return {
    subject: vapidSubject,
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: secret.toString("base64url"),
  };
}
