import type { SQL } from "drizzle-orm";
import type { Queryable } from "./client.ts";

/** The rows of a raw SQL statement, typed by the caller. */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  // Both drivers (pg, PGlite) answer a raw statement with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
