import { createSecretCipher, type SecretCipher } from "../../platform/crypto.ts";
import type { InstanceSecrets } from "../../platform/secrets.ts";

/** Teams webhook URLs at rest (each carries its own secret), sealed with the "msteams-webhooks" instance secret. */
export const msteamsCipher = async (secrets: InstanceSecrets): Promise<SecretCipher> =>
  createSecretCipher(await secrets.get("msteams-webhooks"));
