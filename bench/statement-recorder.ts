import type pg from "pg";

/** One statement a request sent to PostgreSQL, as the driver received it. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  /** A named (prepared) statement keeps its name, so a replay prepares it once per connection too. */
  name?: string;
  startedAt: number;
  endedAt: number;
}

type QueryArgs = Parameters<pg.Pool["query"]>;

/**
 * Records every statement that goes through `pool.query` while recording is on (the app's
 * session lookup, viewer, page, counters and presentation all do): the bench turns it on around
 * one request, then replays exactly those statements through `pg`. Works because the app and the
 * bench share one process and one pool. A statement on a checked-out connection (a transaction)
 * does not go through `pool.query`: a request that checks one out fails the recording rather than
 * leave its replay lighter than the route.
 */
export function recordStatements(pool: pg.Pool) {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const originalConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  let recording: RecordedStatement[] | null = null;
  // pool.query checks a connection out itself, synchronously: those checkouts are its own.
  let insidePoolQuery = false;
  let checkouts = 0;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (recording && !insidePoolQuery) checkouts++;
    return originalConnect(...args);
  };
  const run = (args: unknown[]) => {
    insidePoolQuery = true;
    try {
      return original(...args);
    } finally {
      insidePoolQuery = false;
    }
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const list = recording;
    if (!list || typeof args.at(-1) === "function") return run(args);
    const [first, second] = args as QueryArgs;
    const config = typeof first === "string" ? { text: first } : (first as pg.QueryConfig);
    const values = (second as unknown[] | undefined) ?? config.values ?? [];
    const entry: RecordedStatement = {
      text: config.text,
      values,
      ...(config.name ? { name: config.name } : {}),
      startedAt: performance.now(),
      endedAt: Number.POSITIVE_INFINITY,
    };
    list.push(entry);
    const result = run(args) as Promise<unknown>;
    return result.finally(() => {
      entry.endedAt = performance.now();
    });
  };
  return {
    /** Records the statements `work` causes (nothing else may use the pool meanwhile). */
    async during(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
      recording = [];
      checkouts = 0;
      try {
        await work();
        if (checkouts > 0)
          throw new Error(
            `the request checked out ${checkouts} connection(s) (a transaction): statements on them are not recorded`,
          );
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

/**
 * Groups recorded statements into waves: a statement sent while an earlier one of its wave was
 * still running ran beside it (Promise.all in the app), so the replay sends it beside it too.
 */
export function wavesOf(statements: readonly RecordedStatement[]): RecordedStatement[][] {
  const waves: RecordedStatement[][] = [];
  let current: RecordedStatement[] = [];
  let busyUntil = Number.NEGATIVE_INFINITY;
  for (const statement of [...statements].sort((a, b) => a.startedAt - b.startedAt)) {
    if (current.length > 0 && statement.startedAt >= busyUntil) {
      waves.push(current);
      current = [];
    }
    current.push(statement);
    busyUntil = Math.max(busyUntil, statement.endedAt);
  }
  if (current.length > 0) waves.push(current);
  return waves;
}

/** One replay of a request's statements, wave after wave, each wave's statements side by side. */
export async function replayOnce(pool: pg.Pool, waves: readonly RecordedStatement[][]): Promise<void> {
  for (const wave of waves) {
    await Promise.all(
      wave.map((s) =>
        pool.query({ text: s.text, values: s.values, ...(s.name ? { name: s.name } : {}), rowMode: "array" }),
      ),
    );
  }
}

/** A one-line description of the waves (how many statements, which ran side by side). */
export function describeWaves(waves: readonly RecordedStatement[][]): string {
  const count = waves.reduce((n, wave) => n + wave.length, 0);
  return `${count} statements in ${waves.length} round trips (${waves.map((w) => w.length).join("+")})`;
}
