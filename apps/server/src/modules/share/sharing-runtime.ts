import type { AppConfig } from "../../config.ts";
import type { SecretCipher } from "../../platform/crypto.ts";
import type { AppDeps } from "../../platform/deps.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import type { MediaStorages } from "../../platform/storage/index.ts";
import { type ApiNetworks, createApiNetworks } from "./adapters/index.ts";

/**
 * Sharing's view of the app's deps: the config, the network adapters, the token cipher, the job
 * queue, the storages and the outbound policy. Built from AppDeps where a route plugin or a job
 * needs it; it keeps no state of its own.
 */
export interface SharingRuntime {
  config: AppConfig;
  networks: ApiNetworks;
  cipher: SecretCipher;
  jobs: Jobs;
  storages: MediaStorages;
  outbound: OutboundPolicy;
  /** Keys click fingerprints (HMAC), so a stored fingerprint cannot be turned back into an address. */
  clickKey: Buffer;
}

export async function sharingRuntimeOf(deps: AppDeps): Promise<SharingRuntime> {
  return {
    config: deps.config,
    networks: createApiNetworks(deps.config.sharing),
    cipher: deps.ciphers.networkTokens,
    jobs: deps.jobs,
    storages: deps.storages,
    outbound: deps.outbound,
    clickKey: await deps.secrets.get("share-click"),
  };
}
