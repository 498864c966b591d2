import type pg from "pg";
import type { Database } from "../db/client.ts";

type Query = (...args: unknown[]) => unknown;

/**
 * The number of statements the app sends to its database while `run` runs, on PGlite and on
 * PostgreSQL alike. On PostgreSQL every statement goes through a client checked out of the app's
 * pool (pool.query checks one out too), so counting on each checked-out client sees them all and
 * nothing else (pg-boss has its own connections). On PGlite both its `query` and the app's named
 * statements (db/pglite-named.ts) reach the database as extended-protocol messages, so the Bind
 * messages are counted there. Transaction control (BEGIN, COMMIT …) is left out: PGlite runs it
 * as a simple query, so only the statements that do work are compared.
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
  if (database.pglite) restore.push(countBinds(database.pglite, count));
  database.pool?.on("acquire", onAcquire);
  try {
    await run();
  } finally {
    database.pool?.off("acquire", onAcquire);
    for (const undo of restore.reverse()) undo();
  }
  return statements;
}

type Protocol = { execProtocolStream: (message: Uint8Array, ...rest: unknown[]) => Promise<unknown> };

/** Calls `count` with each statement's text as PGlite binds it to run; returns the undo. */
function countBinds(pglite: object, count: (args: unknown[]) => void): () => void {
  const target = pglite as Protocol;
  const original = target.execProtocolStream;
  // Texts by statement name, from the Parse messages ("" is the unnamed statement).
  const texts = new Map<string, string>();
  target.execProtocolStream = function (this: unknown, message: Uint8Array, ...rest: unknown[]) {
    const kind = String.fromCharCode(message[0] ?? 0);
    if (kind === "P" || kind === "B") {
      // Type byte, 4-byte length, then NUL-terminated strings: Parse has name then text; Bind has
      // portal then statement name.
      const strings = cStrings(message.subarray(5), 2);
      if (kind === "P") texts.set(strings[0] ?? "", strings[1] ?? "");
      else count([texts.get(strings[1] ?? "") ?? ""]);
    }
    return original.call(this, message, ...rest);
  };
  return () => {
    target.execProtocolStream = original;
  };
}

function cStrings(bytes: Uint8Array, how: number): string[] {
  const decoder = new TextDecoder();
  const strings: string[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length && strings.length < how; i++)
    if (bytes[i] === 0) {
      strings.push(decoder.decode(bytes.subarray(start, i)));
      start = i + 1;
    }
  return strings;
}
