import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed tokens in newsletter links, so a link can only do what it was made for: unsubscribe
 * one address of one company, count one delivery's open, redirect one delivery to one URL.
 * HMAC-SHA256 with the instance secret "mailing-links"; a token is never a database id alone.
 */
export const MAILING_SECRET = "mailing-links";

const mac = (secret: Buffer, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}\n${value}`).digest("base64url").slice(0, 32);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface UnsubscribeSubject {
  companyId: string;
  email: string;
  /** The campaign the link came in, counted as its unsubscribe; null for a digest. */
  campaignId: string | null;
}

export function unsubscribeToken(secret: Buffer, s: UnsubscribeSubject): string {
  const value = Buffer.from(`${s.companyId}|${s.email}|${s.campaignId ?? ""}`).toString("base64url");
  return `${value}.${mac(secret, "unsubscribe", value)}`;
}

export function readUnsubscribeToken(secret: Buffer, token: string): UnsubscribeSubject | null {
  const [value = "", sig = ""] = token.split(".");
  if (!value || !same(sig, mac(secret, "unsubscribe", value))) return null;
  const [companyId = "", email = "", campaignId = ""] = Buffer.from(value, "base64url").toString().split("|");
  if (!/^[0-9a-f]{24}$/.test(companyId) || !email) return null;
  return { companyId, email, campaignId: campaignId || null };
}

/** A delivery's open pixel or VERP return path: the delivery id and its signature. */
export const deliveryToken = (secret: Buffer, deliveryId: string): string =>
  `${deliveryId}.${mac(secret, "delivery", deliveryId).slice(0, 16)}`;

export function readDeliveryToken(secret: Buffer, token: string): string | null {
  const [id = "", sig = ""] = token.split(".");
  return /^[0-9a-f]{24}$/.test(id) && same(sig, mac(secret, "delivery", id).slice(0, 16)) ? id : null;
}

/** A tracked link: the signature binds the delivery to this one URL (no open redirect). */
export const clickSignature = (secret: Buffer, deliveryId: string, url: string): string =>
  mac(secret, "click", `${deliveryId}\n${url}`);

export const isClickSignature = (secret: Buffer, deliveryId: string, url: string, sig: string): boolean =>
  same(sig, clickSignature(secret, deliveryId, url));

/** The VERP return path of a delivery: bounce+<token>@<domain>. */
export const verpAddress = (secret: Buffer, deliveryId: string, domain: string): string =>
  `bounce+${deliveryToken(secret, deliveryId)}@${domain}`;

/** The delivery a bounce came back for, from its VERP address. */
export function readVerpAddress(secret: Buffer, address: string): string | null {
  const match = /^bounce\+([0-9a-f]{24}\.[A-Za-z0-9_-]+)@/i.exec(address.trim());
  return match?.[1] ? readDeliveryToken(secret, match[1]) : null;
}
