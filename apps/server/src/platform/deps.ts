import type { AppConfig } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { Csrf } from "./csrf.ts";
import type { SessionStore } from "./session.ts";

/** What modules get from the app: passed explicitly, no container. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  sessions: SessionStore;
  csrf: Csrf;
}
