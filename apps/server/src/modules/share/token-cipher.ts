import type { Db } from "../../db/client.ts";
import { createSecretCipher, type SecretCipher } from "../../platform/crypto.ts";
import { loadInstanceSecret } from "../../platform/secrets.ts";

/**
 * Network tokens at rest. The key is TOKEN_ENCRYPTION_KEY (32 bytes, base64) or, without it, an
 * instance secret kept in the database so a fresh deployment needs no configuration.
 */
export async function loadTokenCipher(db: Db, configuredKey: string): Promise<SecretCipher> {
  if (configuredKey) {
    const key = Buffer.from(configuredKey, "base64");
    if (key.length !== 32) throw new Error("TOKEN_ENCRYPTION_KEY must be 32 bytes, base64 encoded");
    return createSecretCipher(key);
  }
  return createSecretCipher(await loadInstanceSecret(db, "token-encryption"));
}
