/**
 * Where a scenario's CPU went, per request: this process' main thread (the app's event loop in the
 * route rows, the replay's closed loops in the pg rows), its other threads (the load generator's
 * worker, libuv's pool, the GC's helpers) and the PostgreSQL backends serving the database. On two
 * shared cores these say whether a route's gap to its statements is the app's own work or
 * contention, which the req/s alone cannot.
 */
import { readdirSync, readFileSync } from "node:fs";
import { backendCpu, backendCpuUsed } from "./postgres-cpu.ts";
import { withClient } from "./signed-in-load.ts";

export interface CpuPerRequest {
  /** ms of CPU per request on the main thread. */
  main: number;
  /** ms per request on the process' other threads. */
  threads: number;
  /** ms per request in the database's backends (null without PostgreSQL). */
  postgres: number | null;
}

/** CPU seconds (user + system) this process' main thread has used. */
function mainThreadSeconds(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function threadSeconds(): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      seconds.set(tid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {}
  }
  return seconds;
}

async function databaseStats(postgres: { adminUrl: string; database: string }) {
  return withClient(postgres.adminUrl, async (c) => {
    const { rows } = await c.query(
      "select xact_commit, blks_hit, tup_returned, tup_fetched from pg_stat_database where datname = $1",
      [postgres.database],
    );
    return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)])) as Record<
      string,
      number
    >;
  });
}

const processSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Starts a reading; `stop(requests)` gives the CPU per request since. */
export async function startCpuMeter(postgres: { adminUrl: string; database: string } | null) {
  const threadsBefore = threadSeconds();
  const main = mainThreadSeconds();
  const all = processSeconds();
  const backends = postgres ? await backendCpu(postgres.adminUrl, postgres.database) : null;
  const statsBefore = postgres && process.env.FEED_BENCH_THREADS ? await databaseStats(postgres) : null;
  return async (requests: number): Promise<CpuPerRequest> => {
    const mainUsed = mainThreadSeconds() - main;
    const allUsed = processSeconds() - all;
    const pgUsed =
      postgres && backends
        ? backendCpuUsed(backends, await backendCpu(postgres.adminUrl, postgres.database))
        : null;
    if (postgres && statsBefore) {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const after = await databaseStats(postgres);
      console.log(
        "per request:",
        Object.entries(after)
          .map(([k, v]) => `${k} ${((v - (statsBefore[k] ?? 0)) / Math.max(1, requests)).toFixed(1)}`)
          .join(", "),
      );
    }
    if (process.env.FEED_BENCH_THREADS) {
      const after = threadSeconds();
      const used = [...after].map(([tid, s]) => [tid, s - (threadsBefore.get(tid) ?? 0)] as const);
      console.log(
        "threads (tid, CPU s):",
        used
          .filter(([, s]) => s > 0.05)
          .map(([t, s]) => `${t}:${s.toFixed(2)}`)
          .join(" "),
      );
    }
    const per = (seconds: number) => Number(((seconds * 1000) / Math.max(1, requests)).toFixed(2));
    return {
      main: per(mainUsed),
      threads: per(Math.max(0, allUsed - mainUsed)),
      postgres: pgUsed === null ? null : per(pgUsed),
    };
  };
}
