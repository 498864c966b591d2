import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { company } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { eventually } from "../../test/job-states.ts";
import { openPostgresTestDatabase, postgresSuite, postgresUnavailable } from "../../test/postgres.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../../test/test-app.ts";
import { type EnvelopeCatcher, startEnvelopeCatcher } from "./smtp-envelope.test-helpers.ts";

/**
 * Exactly one mail per recipient although the sending process dies mid-campaign: the REAL server
 * (node main.ts on PostgreSQL) sends a 30-address campaign to a local SMTP server, which stops
 * answering after 12 mails; the server is killed with SIGKILL while it waits on the 13th (never
 * accepted, so never delivered), and started again. Time passing is simulated while it is down:
 * the dead worker's claim and its job are made as old as their lease. The SMTP server then has
 * every address exactly once.
 */
const SERVER_DIR = resolve(import.meta.dirname, "../../..");
const RECIPIENTS = 30;
const ACCEPTED_BEFORE_KILL = 12;
const unavailable = await postgresUnavailable();

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

describe.skipIf(unavailable)(postgresSuite("newsletter delivery across a crash", unavailable), () => {
  let database: Database;
  let smtp: EnvelopeCatcher;
  let dataDir: string;
  let port = 0;
  let server: ChildProcess | null = null;
  let log = "";
  const base = () => `http://127.0.0.1:${port}`;

  function start() {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base(),
      DATA_DIR: dataDir,
      DATABASE_URL: database.pool?.options.connectionString as string,
      SEED_DEMO: "false",
      SMTP_URL: smtp.url,
      MAILING_RATE_PER_SECOND: "20",
      MAILING_BATCH_SIZE: "5",
      JOBS_POLL_INTERVAL_SECONDS: "0.5",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    };
    server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: SERVER_DIR,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (c: Buffer) => {
      log += c.toString();
    });
    server.stderr?.on("data", (c: Buffer) => {
      log += c.toString();
    });
  }

  async function ready() {
    const until = Date.now() + 150_000;
    while (Date.now() < until) {
      if (server?.exitCode !== null) throw new Error(`server exited:\n${log.slice(-3000)}`);
      try {
        if ((await fetch(`${base()}/readyz`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server not ready:\n${log.slice(-3000)}`);
  }

  async function kill() {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    child.kill("SIGKILL");
    await exited;
  }

  /** A browser session: cookies and the CSRF token. */
  async function signIn(email: string) {
    const cookies = new Map<string, string>();
    let csrf = "";
    const call = async (method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      };
      if (method !== "GET") headers["x-csrf-token"] = csrf;
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
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      const token = response.headers.get("x-csrf-token");
      if (token) csrf = token;
      return response;
    };
    await call("GET", "/api/session");
    const response = await call("POST", "/auth/password", { email, password: DEMO_PASSWORD });
    expect(response.status, await response.clone().text()).toBe(200);
    await call("GET", "/api/session");
    return call;
  }

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    smtp = await startEnvelopeCatcher();
    dataDir = await mkdtemp(join(tmpdir(), "chorus-mailing-restart-"));
    port = await freePort();
  }, 120_000);

  afterAll(async () => {
    await kill();
    await smtp?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("every address gets the campaign exactly once", { timeout: 300_000 }, async () => {
    const db = database.db;
    await db
      .update(company)
      .set({ labList: ["email_newsletters_lab"] })
      .where(sql`${company.subdomain} = 'acme'`);
    const [acme] = await rowsOf<{ id: string }>(db, sql`SELECT id FROM company WHERE subdomain = 'acme'`);
    const f = factories(db);
    const members = [];
    for (let i = 0; i < RECIPIENTS; i++)
      members.push(
        await f.user(acme?.id as string, { email: `crash-${String(i).padStart(2, "0")}@acme.example` }),
      );
    const team = await f.team(acme?.id as string, {
      name: "Crash team",
      memberIds: members.map((m) => m.id),
    });

    start();
    await ready();
    const ada = await signIn(DEMO_USERS.admin);
    const list = await (await ada("POST", "/api/mailing/mailing-list", { name: "Crash list" })).json();
    await ada("POST", `/api/mailing/mailing-list/${list._id}/recipient`, {
      entityType: "team",
      entityId: team.id,
    });
    const campaign = await (
      await ada("POST", "/api/mailing/campaign", {
        name: "Crash test",
        subject: "Crash test",
        blocks: [{ type: "heading", id: "h", text: "Survives a crash" }],
        mailingListIdList: [list._id],
      })
    ).json();
    smtp.holdAfter(ACCEPTED_BEFORE_KILL);
    expect((await ada("POST", `/api/mailing/campaign/${campaign._id}/send`, {})).status).toBe(200);

    // The next mails are in flight (the SMTP server keeps them unanswered): the process dies now.
    const claimed = await eventually(
      () =>
        rowsOf<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM mailing_delivery WHERE campaign_id = ${campaign._id} AND status = 'sending'`,
        ),
      (rows) => smtp.caught.length === ACCEPTED_BEFORE_KILL && (rows[0]?.n ?? 0) > 0,
      60_000,
    );
    expect(claimed[0]?.n).toBeGreaterThan(0);
    await kill();
    expect(smtp.caught).toHaveLength(ACCEPTED_BEFORE_KILL);

    // While it is down, the lease of its claim and its active job run out.
    await db.execute(sql`UPDATE mailing_delivery SET claimed_at = now() - interval '1 hour'
                          WHERE campaign_id = ${campaign._id} AND status = 'sending'`);
    await db.execute(sql`UPDATE pgboss.job SET state = 'retry', start_after = now()
                          WHERE name = 'mailing.batch' AND state = 'active' AND data->>'campaignId' = ${campaign._id}`);
    smtp.release();
    start();
    await ready();

    const done = await eventually(
      () =>
        rowsOf<{ status: string }>(db, sql`SELECT status FROM mailing_campaign WHERE id = ${campaign._id}`),
      (rows) => rows[0]?.status === "sent",
      120_000,
    );
    expect(done[0]?.status).toBe("sent");
    const received = smtp.caught
      .filter((c) => c.mail.subject === "Crash test")
      .map((c) => c.to)
      .sort();
    expect(received).toEqual(members.map((m) => (m.email as string).toLowerCase()).sort());
    const counts = await rowsOf<{ status: string; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM mailing_delivery WHERE campaign_id = ${campaign._id} GROUP BY status`,
    );
    expect(counts).toEqual([{ status: "sent", n: RECIPIENTS }]);
  });
});
