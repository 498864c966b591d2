/**
 * The CPU the PostgreSQL backends serving one database use, read from /proc (the server runs on
 * this machine in the benches): with the app's and the load generator's CPU it tells which of the
 * three a request's cost lands on. Backends of other databases (other work on a shared machine)
 * are not counted; the WAL writer and checkpointer, shared by every database, are not either.
 */
import { cpuSecondsOfPid } from "./app-process.ts";
import { withClient } from "./signed-in-load.ts";

/** A reading of the backends' CPU, by backend process id. */
export type BackendCpu = Map<number, number>;

export async function backendCpu(adminUrl: string, database: string): Promise<BackendCpu> {
  const pids = await withClient(adminUrl, async (c) =>
    (
      await c.query(
        "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
        [database],
      )
    ).rows.map((r: { pid: number }) => r.pid),
  );
  return new Map(pids.map((pid: number) => [pid, cpuSecondsOfPid(pid)]));
}

/** CPU seconds between two readings; a backend started in between counts from 0. */
export function backendCpuUsed(before: BackendCpu, after: BackendCpu): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}
