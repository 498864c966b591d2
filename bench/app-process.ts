import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** One compiled app process started by a bench (`apps/server/dist/main.js`), ready when it answers /readyz. */
export interface AppProcess {
  port: number;
  child: ChildProcess;
  alive: boolean;
}

const root = new URL("..", import.meta.url).pathname;

/** Refuses early when the server was not built: the benches measure what `npm start` runs. */
export function assertServerBuilt(): void {
  if (!readdirSync(join(root, "apps/server")).includes("dist"))
    throw new Error("build the server first: npm run build -w @chorus/server");
}

export async function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ["--enable-source-maps", join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const app: AppProcess = { port, child, alive: true };
  child.on("exit", () => {
    app.alive = false;
  });
  for (let i = 0; i < 120; i++) {
    if (!app.alive) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return app;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app on :${port} did not become ready`);
}

/** SIGTERM, then waits for the exit (at most 5 s) so the scratch database can be dropped. */
export async function stopApp(app: AppProcess): Promise<void> {
  if (!app.alive) return;
  const exited = new Promise((r) => app.child.once("exit", r));
  app.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}
