import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One compiled app process started by a bench (`apps/server/dist/main.js`), ready when it answers /readyz. */
export interface AppProcess {
  port: number;
  child: ChildProcess;
  alive: boolean;
}

const root = new URL("..", import.meta.url).pathname;

export const serverBuilt = (): boolean => readdirSync(join(root, "apps/server")).includes("dist");

/** Refuses early when the server was not built: the benches measure what `npm start` runs. */
export function assertServerBuilt(): void {
  if (!serverBuilt()) throw new Error("build the server first: npm run build -w @chorus/server");
}

/** The app as `npm start` runs it on a fresh machine: production, the embedded database in `dataDir`, seeded with the demo. */
export const demoAppEnv = (base: string, dataDir: string): Record<string, string> => ({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SEED_DEMO: "true",
  LOG_LEVEL: "warn",
});

export async function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  // BENCH_CPU_PROFILE_DIR=<dir> writes a V8 CPU profile of each app process there when it exits.
  const profile = process.env.BENCH_CPU_PROFILE_DIR;
  const flags = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(
    process.execPath,
    [...flags, "--enable-source-maps", join(root, "apps/server/dist/main.js")],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const app: AppProcess = { port, child, alive: true };
  child.on("exit", () => {
    app.alive = false;
  });
  // Up to two minutes: on a loaded machine loading the bundle alone can take half a minute.
  for (let i = 0; i < 480; i++) {
    if (!app.alive) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return app;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Never leave a half-started process behind holding the port.
  child.kill("SIGKILL");
  throw new Error(`the app on :${port} did not become ready`);
}

/** SIGTERM, then waits for the exit (at most 5 s) so the scratch database can be dropped. */
export async function stopApp(app: AppProcess): Promise<void> {
  if (!app.alive) return;
  const exited = new Promise((r) => app.child.once("exit", r));
  app.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

/**
 * CPU seconds (user + system) the process has used so far, from /proc (Linux): on a shared machine
 * the CPU a request costs says more than the requests per second the scheduler allowed.
 */
export function cpuSecondsOf(app: AppProcess): number {
  return app.child.pid === undefined ? 0 : cpuSecondsOfPid(app.child.pid);
}

/** CPU seconds (user + system) process `pid` has used so far; 0 when it is gone. */
export function cpuSecondsOfPid(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
