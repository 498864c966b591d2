import { createHash } from "node:crypto";
import { fillPlaceholders, type Query, type SQL } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { Queryable } from "./client.ts";
import { isPGlite, pgliteNamedRows } from "./pglite-named.ts";

const dialect = new PgDialect();

/** Statement names by text; texts come from code paths (values are parameters), so they are few. */
const names = new Map<string, string>();
const MAX_NAMES = 2000;

/**
 * A stable name per statement text: PostgreSQL keeps one prepared statement per name on each
 * connection, and pg refuses a name reused for another text, so the name is the text's hash.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name) return name;
  name = `c_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  // A runaway number of texts (a bug building values into the text) must not grow memory forever.
  if (names.size >= MAX_NAMES) names.clear();
  names.set(text, name);
  return name;
}

/**
 * The rows of a raw statement run as a NAMED prepared statement: on each connection PostgreSQL
 * parses and plans it once, then (after five runs, when the plan does not depend on the values)
 * reuses a generic plan: the planning of a feed's wide statements costs as much as running them.
 * Same rows as `rowsOf` (drizzle's own type parsing). On PGlite the statement is named too
 * (pglite-named.ts), except inside a transaction, where drizzle's own unnamed path runs it.
 */
export async function preparedRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return prepareRows<T>(db, query).rows({});
}

/** A statement built once; each run fills its placeholders (`sql.placeholder(name)`). */
export interface PreparedRows<T> {
  rows(values: Record<string, unknown>): Promise<T[]>;
}

/**
 * `query` turned into SQL text once, for a statement that runs on every request: building a wide
 * statement's text through drizzle costs a measurable part of a fast request. The values are
 * placeholders filled per run; the statement is named like `preparedRows`'.
 */
export function prepareRows<T>(db: Queryable, query: SQL): PreparedRows<T> {
  const built = dialect.sqlToQuery(query);
  const session = (db as unknown as { session: PgSession & { client?: unknown } }).session;
  const name = statementName(built.sql);
  const client = session.client;
  if (isPGlite(client)) return namedOnPGlite(client, built, name);
  const prepared = session.prepareQuery(built, undefined, name, false);
  return {
    async rows(values) {
      const result = (await prepared.execute(values)) as { rows: T[] };
      return result.rows;
    },
  };
}

/**
 * `build` run once per database handle and remembered (a prepared statement is bound to the
 * handle it was built on; tests open several handles in one process, and a handle that is gone
 * takes its statements with it).
 */
export function perDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const built = new WeakMap<Queryable, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/** `prepareRows` on the embedded database (outside a transaction: a transaction's session has no PGlite). */
function namedOnPGlite<T>(
  pglite: Parameters<typeof pgliteNamedRows>[0],
  built: Query,
  name: string,
): PreparedRows<T> {
  return {
    rows: (values) => pgliteNamedRows<T>(pglite, name, built.sql, fillPlaceholders(built.params, values)),
  };
}
