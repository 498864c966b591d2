import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * PGlite has no autovacuum, so nothing ever gathers the planner's statistics: a seeded or grown
 * embedded database is planned as if its tables were empty, and the feed's statements pick nested
 * loops and sequential scans that cost several times the planned ones (bench/pglite-feed.bench.ts:
 * 0.21× PostgreSQL's demo feed without, 0.7× with). ANALYZE at start-up fixes that for the data
 * the process starts with; on PostgreSQL autovacuum does it, so nothing runs there.
 */
export async function refreshEmbeddedStatistics(database: Database): Promise<void> {
  if (database.kind !== "pglite") return;
  await database.db.execute(sql`ANALYZE`);
}
