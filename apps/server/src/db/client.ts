import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

/**
 * The extensions every PGlite instance loads (a data directory made with them needs them again):
 * pg_trgm for the Users search's trigram indexes (migration 0022), btree_gist for analytics'
 * to-date validity index (company_id in a GiST index).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Code that reads or writes inside or outside a transaction takes either. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of this deployment runs its own: migrations and the demo
   * seed happen once when several processes start together (a PostgreSQL advisory lock).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (jobs and tests need the raw handle). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** The advisory lock key of start-up work (any constant: 'chorus' in ASCII). */
const STARTUP_LOCK_KEY = 0x63686f72;

export const MIGRATIONS_DIR = new URL("./migrations", import.meta.url).pathname;

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir?: string; pglite?: PGlite };

/**
 * Settings of every connection of the app's pool (an `options` of the URL replaces them).
 * `jit=off`: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost with LLVM
 * before running it, and a page walk that a LIMIT stops after a few hundred rows is estimated at
 * the whole walk: the feed's page 50 ran 2 ms and was compiled for 80 ms first, on every request.
 * The app's statements are short; none gains from compilation.
 * `max_parallel_workers_per_gather=0`: a request's statement never starts parallel workers. The
 * planner goes parallel on its estimate, and a rare search term is estimated at 5,000 matches in
 * a million posts (the statistics keep common words only): the feed's search then launched two
 * workers for a statement that found one post, ~7 ms of starting them for 0.1 ms of work (the
 * rare search ran 10.6 ms at 1M posts against 3.9 ms at 10k). Beside the other requests on a
 * pool of connections, the workers would only take cores from them.
 */
const SESSION_OPTIONS = "-c jit=off -c max_parallel_workers_per_gather=0";

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: SESSION_OPTIONS,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // The pool's own listener covers idle connections only: pg-pool takes it off while a
    // connection is checked out, so a server restart that ends a connection between two
    // statements of a transaction would be an unhandled 'error' event and kill the process. Each
    // connection keeps a listener of its own; the request then fails on its next statement, and
    // the pool discards the connection on release because it is no longer queryable.
    pool.on("connect", (client) => {
      client.on("error", () => undefined);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      exclusively: async (work) => {
        // A session lock on a connection of its own, held until the work ends; a process that dies
        // holding it releases it with its connection.
        const holder = await pool.connect();
        try {
          await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
          }
        } finally {
          holder.release();
        }
      },
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let client = target.pglite;
  if (!client) {
    // PGlite does not create parent directories.
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR }),
    // An embedded database belongs to one process.
    exclusively: (work) => work(),
    ping: async () => {
      await pglite.query("select 1");
    },
    close: () => pglite.close(),
  };
}
