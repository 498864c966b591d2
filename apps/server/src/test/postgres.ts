import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { seedDemo } from "../db/seed/demo.ts";
import { withDatabase } from "./global-setup.ts";
import { openTestDatabase } from "./test-database.ts";

/**
 * Guarantees that need a real server (exactly once across processes, SKIP LOCKED) run on the
 * machine's PostgreSQL whether or not the rest of the suite does: TEST_DATABASE_URL when set,
 * else the server every machine here has.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** null when PostgreSQL answers; otherwise why the PostgreSQL-only tests cannot run (printed by them). */
export async function postgresUnavailable(url = POSTGRES_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    return `PostgreSQL at ${url} does not answer (${e.code ?? e.message}); start it or set TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The title of a PostgreSQL-only suite: says why it is skipped, and prints it, when it is. */
export function postgresSuite(title: string, unavailable: string | null): string {
  if (!unavailable) return title;
  console.warn(`Skipped "${title}": ${unavailable}`);
  return `${title} (skipped: ${unavailable})`;
}

let counter = 0;

/** A new empty database of this test file on the PostgreSQL server; close() drops it. */
export async function scratchPostgres(poolSize = 4): Promise<Database> {
  const name = `chorus_pg_${process.pid}_${counter++}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: "postgres", url: withDatabase(POSTGRES_URL, name), poolSize });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleaner = new pg.Client({ connectionString: POSTGRES_URL });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/**
 * This file's own migrated, seeded PostgreSQL database: the run's template copy when the suite
 * runs on PostgreSQL, else a scratch database migrated and seeded here.
 */
export async function openPostgresTestDatabase(): Promise<Database> {
  if (inject("testDatabase").kind === "postgres") return openTestDatabase();
  const database = await scratchPostgres();
  try {
    await database.migrate();
    const uploadsDir = inject("uploadsDir");
    await seedDemo(database.db, { uploadsDir, privateMediaDir: join(uploadsDir, "..", "private-media") });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
