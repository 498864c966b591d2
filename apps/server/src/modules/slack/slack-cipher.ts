import { createSecretCipher, type SecretCipher } from "../../platform/crypto.ts";
import type { InstanceSecrets } from "../../platform/secrets.ts";

/** Slack bot tokens at rest, sealed with the "slack-tokens" instance secret. */
export const slackCipher = async (secrets: InstanceSecrets): Promise<SecretCipher> =>
  createSecretCipher(await secrets.get("slack-tokens"));

/** The key that signs Add to Slack states. */
export const slackStateKey = (secrets: InstanceSecrets): Promise<Buffer> => secrets.get("slack-oauth-state");
