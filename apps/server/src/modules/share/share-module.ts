import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { errorSummary } from "../../platform/error-summary.ts";
import { loadInstanceSecret } from "../../platform/secrets.ts";
import { createStorages } from "../../platform/storage/index.ts";
import { createApiNetworks } from "./adapters/index.ts";
import { CONNECTION_REMINDERS_JOB, reminderDay } from "./share.jobs.ts";
import { registerShareCalls } from "./share.routes.ts";
import { attachSharingRuntime, type SharingRuntime } from "./sharing-runtime.ts";
import { registerSocnetCalls } from "./socnet.routes.ts";
import { loadTokenCipher } from "./token-cipher.ts";
import { registerTrackingCalls } from "./tracking.routes.ts";

/** The sharing module: shares, smart queue, points, tracked links, network settings and connections. */
export function shareRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const runtime: SharingRuntime = {
      config: deps.config,
      networks: createApiNetworks(deps.config.sharing),
      cipher: await loadTokenCipher(deps.db, deps.config.sharing.tokenEncryptionKey),
      jobs: deps.jobs,
      storages: createStorages(deps.config),
      clickKey: await loadInstanceSecret(deps.db, "share-click"),
    };
    attachSharingRuntime(deps.db, runtime);
    registerShareCalls(app, deps, runtime);
    registerSocnetCalls(app, deps, runtime);
    registerTrackingCalls(app, deps);
    // The daily connection reminders start with the first process of the day (one run per day: the day is the key).
    app.addHook("onReady", async () => {
      const today = new Date();
      deps.jobs
        .send(CONNECTION_REMINDERS_JOB, { day: reminderDay(today) }, { singletonKey: reminderDay(today) })
        .catch((error: unknown) =>
          app.log.error({ error: errorSummary(error) }, "could not queue the connection reminders"),
        );
    });
  };
}
