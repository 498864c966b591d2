import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { InstanceSecrets } from "../../platform/secrets.ts";

/**
 * Network tokens at rest: AES-256-GCM, a fresh 12-byte IV per value, the tag checked on open (a
 * tampered value fails instead of decrypting to garbage). Format `v1.<iv>.<tag>.<ciphertext>`,
 * base64url. The key is TOKEN_ENCRYPTION_KEY (32 bytes, base64) or, without it, an instance
 * secret kept in the database so a fresh deployment needs no configuration.
 */
export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error("the token encryption key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [
        "v1",
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        body.toString("base64url"),
      ].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

/** The configured key, else the instance's own. */
export async function loadTokenCipher(secrets: InstanceSecrets, configuredKey: string): Promise<TokenCipher> {
  if (configuredKey) {
    const key = Buffer.from(configuredKey, "base64");
    if (key.length !== 32) throw new Error("TOKEN_ENCRYPTION_KEY must be 32 bytes, base64 encoded");
    return createTokenCipher(key);
  }
  return createTokenCipher(await secrets.get("token-encryption"));
}
