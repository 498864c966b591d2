import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/**
 * The pg-boss states ("created", "active", "completed", "retry", "failed" …) of the jobs of one
 * name whose payload contains `data`, oldest first. A test waits for "completed" instead of
 * sleeping: once every job that could do the work has completed, nothing more will happen.
 */
export async function jobStates(
  db: Queryable,
  name: string,
  data: Record<string, unknown> = {},
): Promise<string[]> {
  const rows = await rowsOf<{ state: string }>(
    db,
    sql`SELECT state::text AS state FROM pgboss.job
         WHERE name = ${name} AND data @> ${JSON.stringify(data)}::jsonb ORDER BY created_on, id`,
  );
  return rows.map((row) => row.state);
}

/** Reads until `done` holds (or the time runs out) and answers the last reading, for the test to assert on. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
