import pg from "pg";

/**
 * A statement sent to a connection that is still running one: node-postgres queues it today and
 * says pg 9 will not. Two reads side by side on a transaction (one connection) do that; use
 * `sideBySide` (db/side-by-side.ts) for reads that may run inside one. In the server tests such a
 * statement fails the run (thrown outside the test, which Vitest reports as an error) instead of
 * passing silently: pg's own deprecation warning comes only from the third statement at once, and
 * once per process, and this fires on the second.
 *
 * This reads two private fields of `pg.Client` (`_activeQuery`, `_queryQueue`: no public API says
 * whether a client is busy; `activeQuery` is deprecated). If a pg upgrade renames them, the check
 * below sees neither and stops firing, so `side-by-side.postgres.test.ts` asserts that it fires.
 */
interface ClientInternals {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
}

class BusyClientError extends Error {
  override name = "BusyClientError";
}

/** Whether a statement sent now would wait behind another on this client. */
export function isBusy(client: ClientInternals): boolean {
  return Boolean(client._activeQuery) || (Array.isArray(client._queryQueue) && client._queryQueue.length > 0);
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & ClientInternals, ...args: unknown[]) {
  if (isBusy(this)) {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    const error = new BusyClientError(
      `A statement was sent to a connection still running another (pg 9 refuses it): ${String(text).slice(0, 120)}`,
    );
    process.nextTick(() => {
      throw error;
    });
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;
