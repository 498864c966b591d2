import { hmacSha256, sameSecret } from "../../platform/crypto.ts";

export const VIDEO_COOKIE = "chorus_video";
/** Short-lived: long enough to watch, short enough that a leaked cookie soon stops working. */
export const VIDEO_COOKIE_TTL_SECONDS = 15 * 60;
/** The cookie keeps the videos of the last few posts opened, so scrolling back still plays. */
const MAX_VIDEOS = 20;

export interface VideoGrant {
  companyId: string;
  userId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  mediaIds: string[];
}

const sign = (secret: Buffer, payload: string) => hmacSha256(secret, payload);

/** companyId.userId.expiresAt.id,id,….signature */
export function encodeVideoGrant(secret: Buffer, grant: VideoGrant): string {
  const payload = [grant.companyId, grant.userId, String(grant.expiresAt), grant.mediaIds.join(",")].join(
    ".",
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant when the signature holds and it has not expired; else null. */
export function decodeVideoGrant(
  secret: Buffer,
  value: string | undefined,
  now = Date.now(),
): VideoGrant | null {
  if (!value) return null;
  const parts = value.split(".");
  if (parts.length !== 5) return null;
  const [companyId = "", userId = "", expires = "", ids = "", signature = ""] = parts;
  if (!sameSecret(sign(secret, parts.slice(0, 4).join(".")), signature)) return null;
  const expiresAt = Number(expires);
  if (!Number.isFinite(expiresAt) || expiresAt * 1000 <= now) return null;
  return { companyId, userId, expiresAt, mediaIds: ids ? ids.split(",") : [] };
}

/** A fresh grant for these videos, keeping the still-valid ones of the same user. */
export function extendGrant(
  previous: VideoGrant | null,
  who: { companyId: string; userId: string },
  mediaIds: string[],
  now = Date.now(),
): VideoGrant {
  const kept =
    previous && previous.companyId === who.companyId && previous.userId === who.userId
      ? previous.mediaIds
      : [];
  const all = [...new Set([...mediaIds, ...kept])].slice(0, MAX_VIDEOS);
  return { ...who, expiresAt: Math.floor(now / 1000) + VIDEO_COOKIE_TTL_SECONDS, mediaIds: all };
}
