import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/** Seals secrets kept at rest (network tokens, AI provider keys) and opens them again. */
export interface SecretCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM with a fresh 12-byte IV per value; the tag is checked on open, so a tampered value
 * fails instead of decrypting to garbage. Format `v1.<iv>.<tag>.<ciphertext>` (base64url), the
 * format both sealed columns already hold.
 */
export function createSecretCipher(key: Buffer): SecretCipher {
  if (key.length !== 32) throw new Error("an encryption key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed value");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

/**
 * What we store of a bearer secret (session, account link, access token, OAuth state): its SHA-256
 * in hex. The secrets are random and long, so a plain hash suffices and lookups stay exact.
 */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * A keyed signature (HMAC-SHA-256) of the data: signed media URLs, video cookies, CSRF tokens,
 * visitor fingerprints. base64url unless told.
 */
export const hmacSha256 = (key: Buffer, data: string, encoding: "base64url" | "hex" = "base64url"): string =>
  createHmac("sha256", key).update(data).digest(encoding);

/** Compares a received signature or token with the expected one in constant time. */
export function sameSecret(expected: string, given: string): boolean {
  const want = Buffer.from(expected);
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** PKCE's S256 challenge of a verifier (RFC 7636 §4.2), for both sides of the exchange. */
export const pkceChallenge = (verifier: string): string =>
  createHash("sha256").update(verifier).digest("base64url");
