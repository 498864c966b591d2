import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresSuite, postgresUnavailable, scratchPostgres } from "../test/postgres.ts";
import type { Database } from "./client.ts";

/**
 * Every connection of the app's pool runs without JIT compilation (a feed page walk estimated at
 * the whole timeline was compiled for ~80 ms before running for 2 ms) and without parallel
 * workers (a rare search term, estimated at thousands of matches, started two for one match).
 */
const unavailable = await postgresUnavailable();

describe.skipIf(unavailable)(postgresSuite("the pool's session settings", unavailable), () => {
  let database: Database;
  beforeAll(async () => {
    database = await scratchPostgres(3);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has jit off and no parallel workers on every connection, however many are open at once", async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const result = (await database.db.execute(
          sql`SELECT current_setting('jit') AS jit,
                     current_setting('max_parallel_workers_per_gather') AS workers, pg_sleep(0.05)`,
        )) as unknown as { rows: { jit: string; workers: string }[] };
        return result.rows[0];
      }),
    );
    expect(settings).toEqual(Array.from({ length: 3 }, () => ({ jit: "off", workers: "0", pg_sleep: "" })));
  });
});
