import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Queryable } from "../../../db/client.ts";

/** The one PostgreSQL channel every app process LISTENs on. */
export const FANOUT_CHANNEL = "chorus_events";

/**
 * What one process tells all the others (and itself) through NOTIFY: new notifications (id and
 * recipient, `d` when an e-mail or push waits), a user's counters changed (`read`), or a company's
 * post counts changed (`posts`). Kept small: a NOTIFY payload is at most 8000 bytes.
 */
export type FanoutMessage =
  | { k: "n"; c: string; n: [id: string, userId: string][]; d: string[] }
  | { k: "read"; c: string; u: string[] }
  | { k: "posts"; c: string };

/** Entries per NOTIFY: 80 × (~55 + ~27) bytes stays under the 8000-byte payload limit. */
const PER_MESSAGE = 80;

/**
 * Published inside the caller's transaction: PostgreSQL (and PGlite) deliver a NOTIFY only when
 * that transaction commits, and never when it rolls back, so a stream never hears of a
 * notification that does not exist.
 */
export async function publishFanout(db: Queryable, message: FanoutMessage): Promise<void> {
  if (message.k === "n") {
    for (let i = 0; i < message.n.length; i += PER_MESSAGE) {
      const part = message.n.slice(i, i + PER_MESSAGE);
      const ids = new Set(part.map(([id]) => id));
      const chunk: FanoutMessage = {
        k: "n",
        c: message.c,
        n: part,
        d: message.d.filter((id) => ids.has(id)),
      };
      await db.execute(sql`SELECT pg_notify(${FANOUT_CHANNEL}, ${JSON.stringify(chunk)})`);
    }
    return;
  }
  await db.execute(sql`SELECT pg_notify(${FANOUT_CHANNEL}, ${JSON.stringify(message)})`);
}

export interface FanoutListener {
  close(): Promise<void>;
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

const parse = (payload: string | undefined): FanoutMessage | null => {
  try {
    return payload ? (JSON.parse(payload) as FanoutMessage) : null;
  } catch {
    return null;
  }
};

/**
 * Hears every process's messages. On PostgreSQL, one dedicated connection LISTENs (re-opened
 * after a loss, with `onResync` so streams catch up on what passed meanwhile); on PGlite, its
 * in-process listen, since an embedded database has only this process.
 */
export async function listenFanout(
  database: Database,
  onMessage: (message: FanoutMessage) => void,
  log: Log,
  onResync: () => void,
): Promise<FanoutListener> {
  if (database.kind === "pglite" && database.pglite) {
    const unlisten = await database.pglite.listen(FANOUT_CHANNEL, (payload) => {
      const message = parse(payload);
      if (message) onMessage(message);
    });
    return { close: () => unlisten() };
  }
  const pool = database.pool;
  if (!pool) throw new Error("a PostgreSQL database without a pool");
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on("notification", (event) => {
      const message = parse(event.payload);
      if (message) onMessage(message);
    });
    next.on("error", (error) => {
      log.warn({ reason: error.message }, "notification listener lost its connection");
      next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) retry = setTimeout(() => reconnect(), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${FANOUT_CHANNEL}`);
    client = next;
  };
  const reconnect = () => {
    connect()
      .then(onResync)
      .catch((error: Error) => {
        log.error({ reason: error.message }, "notification listener could not reconnect");
        if (!closed) retry = setTimeout(reconnect, 2000);
      });
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
