import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.ts";

/**
 * Takes a copy of whole tables (small settings tables: no foreign keys point at them, none has a
 * generated column) and returns the function that puts them back exactly, so a row that changes
 * company settings leaves every later case the state the first one saw.
 */
export async function snapshotTables(
  db: Queryable,
  tables: readonly PgTable[],
): Promise<() => Promise<void>> {
  const copies: { name: string; rows: string }[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    const result = (await db.execute(
      sql`SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${sql.identifier(name)} t`,
    )) as unknown as { rows: { rows: string }[] };
    copies.push({ name, rows: result.rows[0]?.rows ?? "[]" });
  }
  return async () => {
    for (const { name, rows } of copies) {
      const table = sql.identifier(name);
      await db.execute(sql`DELETE FROM ${table}`);
      await db.execute(
        sql`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${rows}::json)`,
      );
    }
  };
}
