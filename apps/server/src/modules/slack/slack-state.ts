import { randomBytes } from "node:crypto";
import { hmacSha256, sameSecret } from "../../platform/crypto.ts";

/**
 * The OAuth `state` of an Add to Slack install: company, user, expiry and a nonce, signed with the
 * instance secret "slack-oauth-state" and bound to the session that started it (its id is in the
 * signature, not in the state), so a state is useless in another browser or after 10 minutes.
 */
const LIFETIME_MS = 10 * 60_000;

export function signSlackState(
  key: Buffer,
  who: { companyId: string; userId: string; sessionId: string },
  now: Date,
): string {
  const payload = `${who.companyId}.${who.userId}.${now.getTime() + LIFETIME_MS}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${hmacSha256(key, `${payload}|${who.sessionId}`)}`;
}

export function verifySlackState(
  key: Buffer,
  state: string,
  who: { companyId: string; userId: string; sessionId: string },
  now: Date,
): boolean {
  const parts = state.split(".");
  if (parts.length !== 5) return false;
  const [companyId, userId, expires, nonce, signature] = parts as [string, string, string, string, string];
  const expected = hmacSha256(key, `${companyId}.${userId}.${expires}.${nonce}|${who.sessionId}`);
  if (!sameSecret(expected, signature)) return false;
  return companyId === who.companyId && userId === who.userId && Number(expires) > now.getTime();
}
