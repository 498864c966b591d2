/**
 * What the load benches (load.bench.ts, writes.bench.ts) share: people signed in through the real
 * routes, one timed request at a time with its answer read to the end, the round-robin address in
 * front of the app processes, the app's environment and a short-lived PostgreSQL client.
 */
import net from "node:net";
import pg from "pg";
import { BENCH_PASSWORD } from "./generate.ts";
import { type BrowserSession, signedInSession } from "./http-session.ts";

/** A person signed in as a browser does it: session (CSRF token), password, then who they are. */
export async function signInPerson(
  base: string,
  email: string,
): Promise<{ session: BrowserSession; userId: string }> {
  const session = await signedInSession(base, email, BENCH_PASSWORD);
  const me = (await (await session.call("GET", "/api/session2")).json()) as { user: { _id: string } };
  return { session, userId: me.user._id };
}

/** One request's outcome: read to the end (the time includes the body), never thrown. */
export interface Answer {
  ok: boolean;
  /** 0 when no answer came (refused connection, timeout). */
  status: number;
  text: string;
  ms: number;
}

/** Sends one request through the person's session and waits for the whole answer. */
export async function timedCall(
  session: BrowserSession,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await session.call(method, path, body);
    const text = await response.text();
    return { ok: response.ok, status: response.status, text, ms: performance.now() - started };
  } catch {
    return { ok: false, status: 0, text: "", ms: performance.now() - started };
  }
}

/** Spreads connections over the live app processes in turn, one address for the load. */
export function roundRobinProxy(ports: () => number[]): Promise<{ port: number; close: () => void }> {
  let next = 0;
  const server = net.createServer((client) => {
    const live = ports();
    const port = live[next++ % live.length] ?? 0;
    const upstream = net.connect(port, "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop);
    upstream.on("error", drop);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ port: (server.address() as net.AddressInfo).port, close: () => server.close() }),
    ),
  );
}

/** The compiled app's environment for a bench: production, the scratch database, no demo data. */
export const benchAppEnv = (databaseUrl: string, dataDir: string): Record<string, string> => ({
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: "10",
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  BASE_DOMAIN: "localhost",
});

/** One PostgreSQL client for the length of `work` (the checks before and after a run). */
export async function withClient<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
