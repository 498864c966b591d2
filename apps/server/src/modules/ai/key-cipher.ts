import type { Db } from "../../db/client.ts";
import { createSecretCipher, type SecretCipher } from "../../platform/crypto.ts";
import { loadInstanceSecret } from "../../platform/secrets.ts";

/** AI provider keys at rest, sealed with the "ai-key-encryption" instance secret. */
export const loadKeyCipher = async (db: Db): Promise<SecretCipher> =>
  createSecretCipher(await loadInstanceSecret(db, "ai-key-encryption"));
