import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { SecretCipher } from "../../platform/crypto.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { MediaStorages } from "../../platform/storage/index.ts";
import type { ApiNetworks } from "./adapters/index.ts";

/**
 * What sharing needs besides the database: the deployment's config, the network adapters, the
 * token cipher, the job queue and the media storages. Job handlers get only { db, log }, so the
 * runtime is kept per database handle (one per app) and looked up by the handler's db — no global
 * settings, and two apps in one process (tests) each keep their own.
 */
export interface SharingRuntime {
  config: AppConfig;
  networks: ApiNetworks;
  cipher: SecretCipher;
  jobs: Jobs;
  storages: MediaStorages;
  /** Keys click fingerprints (HMAC), so a stored fingerprint cannot be turned back into an address. */
  clickKey: Buffer;
}

const runtimes = new WeakMap<Db, SharingRuntime>();

export function attachSharingRuntime(db: Db, runtime: SharingRuntime): void {
  runtimes.set(db, runtime);
}

export function sharingRuntimeOf(db: Db): SharingRuntime {
  const runtime = runtimes.get(db);
  if (!runtime) throw new Error("sharing is not set up on this database (shareRoutes not registered)");
  return runtime;
}
