import { createSecretCipher, type SecretCipher } from "../../platform/crypto.ts";
import type { InstanceSecrets } from "../../platform/secrets.ts";

/** AI provider keys at rest, sealed with the "ai-key-encryption" instance secret. */
export const loadKeyCipher = async (secrets: InstanceSecrets): Promise<SecretCipher> =>
  createSecretCipher(await secrets.get("ai-key-encryption"));
