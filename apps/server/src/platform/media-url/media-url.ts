import { type ImageToken, isImageToken } from "@chorus/shared/media/image-token.rules";
import { companyOfMediaKey } from "../../lib/media-keys.ts";
import { hmacSha256, sameSecret } from "../crypto.ts";

/**
 * Addresses of company media. Rows keep the canonical form ("/images/<key>"); every response
 * carries it signed ("…?exp=<unix seconds>&sig=<HMAC>"), the signature bound to the key, the size
 * token and the expiry, so a URL works for whoever received it (mail client, network crawler,
 * browser) until it expires, and a key alone opens nothing.
 */
export interface MediaRef {
  token: ImageToken;
  key: string;
  companyId: string;
  exp?: string;
  sig?: string;
}

const SIZED = /^\/media\/([a-z0-9_]+)\/(.+)$/;

/** Our media address (canonical or signed, /images/… or /media/<token>/…) taken apart; null for anything else. */
export function mediaRefOf(url: string): MediaRef | null {
  if (!url.startsWith("/images/") && !url.startsWith("/media/")) return null;
  const [path = "", query = ""] = url.split("?", 2);
  let token: string;
  let key: string;
  if (path.startsWith("/images/")) {
    token = "original";
    key = path.slice("/images/".length);
  } else {
    const match = SIZED.exec(path);
    if (!match?.[1] || !match[2]) return null;
    [token, key] = [match[1], match[2]];
  }
  const companyId = companyOfMediaKey(key);
  if (!isImageToken(token) || !companyId) return null;
  const params = new URLSearchParams(query);
  return {
    token,
    key,
    companyId,
    exp: params.get("exp") ?? undefined,
    sig: params.get("sig") ?? undefined,
  };
}

export const canonicalMediaUrl = (ref: Pick<MediaRef, "token" | "key">): string =>
  ref.token === "original" ? `/images/${ref.key}` : `/media/${ref.token}/${ref.key}`;

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How long a signed URL lives. In-app answers: a day, rounded up to the next 6-hour mark so a
 * picture keeps one URL (and the browser cache) for hours. Mail: a year, since a mail is read
 * whenever its reader opens it.
 */
export const MEDIA_URL_LIFETIMES = {
  app: { seconds: DAY, step: 6 * HOUR },
  outward: { seconds: 365 * DAY, step: DAY },
} as const;
export type MediaUrlLifetime = keyof typeof MEDIA_URL_LIFETIMES;

export interface MediaUrlSigner {
  /** The signed address of one of our media URLs; any other string comes back unchanged. */
  sign(url: string, lifetime?: MediaUrlLifetime): string;
  /** Whether exp and sig are a valid, unexpired signature of this key at this token. */
  verify(ref: MediaRef): boolean;
}

/** Signs with a server secret; the clock is read on every call (tests move it with fake timers). */
export function createMediaUrlSigner(secret: Buffer): MediaUrlSigner {
  const mac = (token: string, key: string, exp: string) => hmacSha256(secret, `${token}\n${key}\n${exp}`);
  return {
    sign(url, lifetime = "app") {
      const ref = mediaRefOf(url);
      if (!ref) return url;
      const { seconds, step } = MEDIA_URL_LIFETIMES[lifetime];
      const exp = String(Math.ceil((Date.now() / 1000 + seconds) / step) * step);
      return `${canonicalMediaUrl(ref)}?exp=${exp}&sig=${mac(ref.token, ref.key, exp)}`;
    },
    verify(ref) {
      if (!ref.exp || !ref.sig || !/^\d{1,12}$/.test(ref.exp)) return false;
      if (Number(ref.exp) * 1000 <= Date.now()) return false;
      return sameSecret(mac(ref.token, ref.key, ref.exp), ref.sig);
    },
  };
}
