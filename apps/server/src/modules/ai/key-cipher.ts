import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { InstanceSecrets } from "../../platform/secrets.ts";

/**
 * AI provider keys at rest: AES-256-GCM with a fresh 12-byte IV per value; the tag is checked on
 * open, so a tampered value fails instead of decrypting to garbage. Format
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). The key is the "ai-key-encryption" instance secret.
 */
export interface KeyCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createKeyCipher(key: Buffer): KeyCipher {
  if (key.length !== 32) throw new Error("the AI key encryption key must be 32 bytes");
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
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed AI key");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

export const loadKeyCipher = async (secrets: InstanceSecrets): Promise<KeyCipher> =>
  createKeyCipher(await secrets.get("ai-key-encryption"));
