import type { AppConfig } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { Clock } from "./clock.ts";
import type { SecretCipher } from "./crypto.ts";
import type { Csrf } from "./csrf.ts";
import type { BaseJobContext } from "./jobs/job.ts";
import type { Jobs } from "./jobs/jobs.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MediaUrlSigner } from "./media-url/media-url.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { OutboundPolicy } from "./outbound/outbound-policy.ts";
import type { InstanceSecrets } from "./secrets.ts";
import type { SessionStore } from "./session.ts";
import type { MediaStorages } from "./storage/index.ts";

/**
 * What routes, services and job handlers get from the app, built once in app.ts: passed
 * explicitly (a route plugin is made from it, a job handler finds it as ctx.deps), no container
 * and no state kept anywhere else.
 */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  sessions: SessionStore;
  csrf: Csrf;
  /** Signs our media URLs (answers are signed by a hook; mail signs its own images). */
  mediaUrls: MediaUrlSigner;
  /** Every mail goes through it: recorded in the outbox, sent over SMTP when configured. */
  mailer: Mailer;
  /** Background jobs (pg-boss on the app's database): `jobs.send(job, payload, { startAfter, singletonKey })`. */
  jobs: Jobs;
  /** Where uploads live: "public" (images) and "private" (videos). */
  storages: MediaStorages;
  /** The one outside-address policy every outbound fetch follows. */
  outbound: OutboundPolicy;
  /** Secrets at rest, one key per purpose: network tokens (TOKEN_ENCRYPTION_KEY) and AI provider keys. */
  ciphers: { networkTokens: SecretCipher; aiKeys: SecretCipher };
  /** Named secrets shared by every process of the deployment (HMAC keys, cookie signing). */
  secrets: InstanceSecrets;
  clock: Clock;
  /** Prometheus series of this app (GET /metrics); modules may add their own to `metrics.registry`. */
  metrics: Metrics;
}

/** What a job handler gets: the app's deps, the database and a logger. */
export type JobContext = BaseJobContext<AppDeps>;

declare module "fastify" {
  interface FastifyInstance {
    /** The app's deps, for tests that drive a job or a service directly. */
    deps: AppDeps;
  }
}
