import type pg from "pg";
import type { Database } from "../db/client.ts";

type Query = (...args: unknown[]) => unknown;

/**
 * The number of statements the app sends to its database while `run` runs, on PGlite and on
 * PostgreSQL alike. On PostgreSQL every statement goes through a client checked out of the app's
 * pool (pool.query checks one out too), so counting on each checked-out client sees them all and
 * nothing else (pg-boss has its own connections). Transaction control (BEGIN, COMMIT …) is left
 * out: PGlite runs it outside `query`, so only the statements that do work are compared.
 */
export async function countStatements(database: Database, run: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const count = (args: unknown[]) => {
    const first = args[0];
    const text = typeof first === "string" ? first : String((first as { text?: unknown })?.text ?? "");
    if (!/^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i.test(text)) statements++;
  };
  const restore: (() => void)[] = [];
  const wrap = (target: { query: Query }) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      count(args);
      return original.apply(this, args);
    };
    restore.push(() => {
      target.query = original;
    });
  };
  const wrapped = new WeakSet<object>();
  const onAcquire = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    wrap(client as unknown as { query: Query });
  };
  if (database.pglite) wrap(database.pglite as unknown as { query: Query });
  database.pool?.on("acquire", onAcquire);
  try {
    await run();
  } finally {
    database.pool?.off("acquire", onAcquire);
    for (const undo of restore.reverse()) undo();
  }
  return statements;
}
