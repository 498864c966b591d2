import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBusy } from "../test/pg-busy-client-guard.ts";
import { postgresSuite, postgresUnavailable, scratchPostgres } from "../test/postgres.ts";
import type { Database, Queryable } from "./client.ts";
import { sideBySide } from "./side-by-side.ts";

/**
 * Each read says when it started and ended (its backend's clock); three reads of 60 ms overlap on
 * the pool and follow one another in a transaction, where they share one connection.
 */
const unavailable = await postgresUnavailable();

const timedRead = (db: Queryable) => async () => {
  const result = (await db.execute(
    sql`SELECT clock_timestamp() AS started, pg_sleep(0.06), clock_timestamp() AS ended, pg_backend_pid() AS pid`,
  )) as unknown as { rows: { started: string; ended: string; pid: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error("no row");
  return { started: new Date(row.started).getTime(), ended: new Date(row.ended).getTime(), pid: row.pid };
};

describe.skipIf(unavailable)(postgresSuite("reads side by side", unavailable), () => {
  let database: Database;
  beforeAll(async () => {
    database = await scratchPostgres(3);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("overlap on the pool, each on a connection of its own", async () => {
    const reads = await sideBySide(database.db, [
      timedRead(database.db),
      timedRead(database.db),
      timedRead(database.db),
    ]);
    expect(new Set(reads.map((r) => r.pid)).size).toBe(3);
    const lastStart = Math.max(...reads.map((r) => r.started));
    const firstEnd = Math.min(...reads.map((r) => r.ended));
    expect(lastStart).toBeLessThan(firstEnd);
  });

  it("run one after another in a transaction, never two at once on its connection", async () => {
    // Two at once on the transaction's connection would also fail the run (test/pg-busy-client-guard.ts).
    const reads = await database.db.transaction((tx) =>
      sideBySide(tx, [timedRead(tx), timedRead(tx), timedRead(tx)]),
    );
    expect(new Set(reads.map((r) => r.pid)).size).toBe(1);
    for (let i = 1; i < reads.length; i++)
      expect(reads[i]?.started).toBeGreaterThanOrEqual(reads[i - 1]?.ended ?? Number.POSITIVE_INFINITY);
    // The results keep the order of the reads, whatever ran first.
    expect(reads.map((r) => r.started)).toEqual([...reads.map((r) => r.started)].sort((a, b) => a - b));
  });

  it("the tests' guard still sees a busy connection (it reads pg's private fields)", async () => {
    const client = await database.pool!.connect();
    try {
      expect(isBusy(client as never)).toBe(false);
      const running = client.query("SELECT pg_sleep(0.05)");
      expect(isBusy(client as never)).toBe(true);
      await running;
      expect(isBusy(client as never)).toBe(false);
    } finally {
      client.release();
    }
  });
});
