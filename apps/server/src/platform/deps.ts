import type { AppConfig } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { Csrf } from "./csrf.ts";
import type { Jobs } from "./jobs/jobs.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MediaUrlSigner } from "./media-url/media-url.ts";
import type { SessionStore } from "./session.ts";

/** What modules get from the app: passed explicitly, no container. */
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
  /** Background jobs (pg-boss on the app's database): `jobs.send(name, payload, { startAfter, singletonKey })`. */
  jobs: Jobs;
}
