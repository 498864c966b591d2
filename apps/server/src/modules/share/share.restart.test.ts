import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "../../db/client.ts";
import { eventually } from "../../test/job-states.ts";
import { FakeNetwork } from "./testing/fake-network.ts";

/**
 * A scheduled share survives a crash: the REAL server (node main.ts, embedded PGlite in a temp
 * DATA_DIR, the demo data) is killed with SIGKILL between scheduling and the due time, started
 * again on the same data directory, and the fake LinkedIn receives the post exactly once, after
 * its time. Everything goes through HTTP, as a browser and the network would. The share is
 * scheduled an hour ahead and, while the server is down, its time is brought to "now" in the
 * stored data: time passing is simulated, so no wall-clock margin can be missed on a slow machine.
 */
const SERVER_DIR = resolve(import.meta.dirname, "../../..");
const LEAD_MS = 3_600_000;
const EMMA = { email: "emma@acme.example", password: "Sunny-Harbor-2026" };

let fake: FakeNetwork;
let dataDir: string;
let port: number;
let server: ChildProcess | null = null;
let serverLog = "";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port: free } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return free;
}

/**
 * Starts the server on a free port until it is ready. Between probing a port and the server
 * binding it another process may take it: then the server exits with EADDRINUSE and we try another.
 */
async function launch() {
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const logStart = serverLog.length;
    server = startServer();
    try {
      await waitReady(server);
      return;
    } catch (error) {
      if (attempt >= 5 || !serverLog.slice(logStart).includes("EADDRINUSE")) throw error;
      await stopServer("SIGKILL");
    }
  }
}

/** While the server is down: the share's due time (row and queued job) becomes now. */
async function makeDueNow(shareId: string): Promise<number> {
  const pglite = await PGlite.create({ dataDir: join(dataDir, "pglite"), extensions: PGLITE_EXTENSIONS });
  try {
    const [{ now }] = (await pglite.query<{ now: Date }>("SELECT now() AS now")).rows as [{ now: Date }];
    await pglite.query("UPDATE share SET scheduled_at = now() WHERE id = $1", [shareId]);
    const jobs = await pglite.query("UPDATE pgboss.job SET start_after = now() WHERE data->>'shareId' = $1", [
      shareId,
    ]);
    expect(jobs.affectedRows).toBe(1);
    return now.getTime();
  } finally {
    await pglite.close();
  }
}

const base = () => `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...fake.env(),
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base(),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    JOBS_POLL_INTERVAL_SECONDS: "1",
    LOG_LEVEL: "warn",
    // Sign-in and the connect flow make a few auth calls in a row.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  return child;
}

/** Until /readyz answers 200 (a first start migrates and seeds: give it time). */
async function waitReady(child: ChildProcess, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}):\n${serverLog.slice(-4000)}`);
    try {
      const response = await fetch(`${base()}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${serverLog.slice(-4000)}`);
}

async function stopServer(signal: NodeJS.Signals) {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  child.kill(signal);
  await exited;
}

/** A browser: a cookie jar, the CSRF token from GET /api/session, no redirects followed. */
class Browser {
  private readonly cookies = new Map<string, string>();
  private csrf = "";

  async call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method !== "GET") headers["x-csrf-token"] = this.csrf;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async refreshCsrf() {
    const response = await this.call("GET", "/api/session");
    this.csrf = response.headers.get("x-csrf-token") ?? "";
  }

  async signIn(email: string, password: string) {
    await this.refreshCsrf();
    const response = await this.call("POST", "/auth/password", { email, password });
    expect(response.status, await response.clone().text()).toBe(200);
    await this.refreshCsrf();
  }
}

beforeAll(async () => {
  fake = await new FakeNetwork().start();
  dataDir = await mkdtemp(join(tmpdir(), "chorus-restart-"));
});

afterAll(async () => {
  await stopServer("SIGKILL");
  await fake?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Live link and article posts Emma reads, newest first: what can go to LinkedIn without images. */
async function candidatePosts(emma: Browser): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 5 && ids.length < 20; page++) {
    const response = await emma.call("GET", `/api/post3?type=published&page=${page}&pageSize=20`);
    expect(response.status, await response.clone().text()).toBe(200);
    const feed = (await response.json()) as {
      postList: { _id: string; type: string; socnetSet: Record<string, unknown> }[];
      hasMore: boolean;
    };
    for (const p of feed.postList) {
      const networks = Object.keys(p.socnetSet ?? {});
      if (
        (p.type === "link" || p.type === "article") &&
        (networks.length === 0 || networks.includes("linkedin"))
      )
        ids.push(p._id);
    }
    if (!feed.hasMore) break;
  }
  return ids;
}

describe("a scheduled share across a crash of the server", () => {
  it("is sent once, after its time, by the restarted server", async () => {
    await launch();

    const emma = new Browser();
    await emma.signIn(EMMA.email, EMMA.password);

    // Connect LinkedIn: our redirect to the network, the member's consent, the callback.
    const start = await emma.call("GET", "/oauth/linkedin/connect?redirect=post");
    expect(start.status, await start.clone().text()).toBe(302);
    const consent = fake.authorize(String(start.headers.get("location")));
    const callback = await emma.call(
      "GET",
      `/oauth/linkedin/connect/callback?code=${encodeURIComponent(consent.code)}&state=${encodeURIComponent(consent.state)}`,
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/?connected=linkedin");

    // Schedule a share an hour ahead (the first post the rules accept).
    const comment = `Scheduled before the crash ${Date.now()}`;
    let shareId = "";
    for (const postId of await candidatePosts(emma)) {
      const response = await emma.call("POST", "/api/share", {
        postId,
        media: "linkedin",
        comment,
        scheduledAt: new Date(Date.now() + LEAD_MS).toISOString(),
      });
      if (response.status === 200) {
        const created = (await response.json()) as { _id: string; status: string };
        expect(created.status).toBe("scheduled");
        shareId = created._id;
        break;
      }
    }
    expect(shareId, "no post of the demo feed could be scheduled to LinkedIn").not.toBe("");

    // Crash before the due time: no goodbye, no graceful job shutdown.
    await stopServer("SIGKILL");
    expect(fake.posts).toHaveLength(0);
    const dueAt = await makeDueNow(shareId);

    await launch();

    // Sent means marked shared in the same locked transaction: from then on no job sends it again.
    const statusOf = async () => {
      const list = await emma.call("GET", "/api/share");
      const { shareList } = (await list.json()) as { shareList: { _id: string; status: string }[] };
      return shareList.find((s) => s._id === shareId)?.status;
    };
    // The session survived too (it lives in the database): the share reads as shared.
    expect(
      await eventually(statusOf, (status) => status !== "scheduled", 60_000),
      serverLog.slice(-4000),
    ).toBe("shared");
    expect(fake.posts).toHaveLength(1);
    const sent = fake.posts[0];
    expect(sent?.at).toBeGreaterThanOrEqual(dueAt);
    expect(sent?.body).toMatchObject({ author: "urn:li:person:AbC123xyz", commentary: comment });
    expect(fake.problems).toEqual([]);
  }, 240_000);
});
