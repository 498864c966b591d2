/**
 * SSE fan-out: N signed-in users (2,000 by default) each hold GET /api/events open on one app
 * process; an admin sends a post's notification at once (POST /api/notification/immediate, the
 * same notify() path as a published post's announcement: one transaction writes N rows and NOTIFYs).
 * Measured: from the request's start until each stream has received its notification; prints
 * p50, p99 and the last stream, over several rounds.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/sse-fanout.bench.ts [--streams 2000] [--rounds 5]
 *
 * Database: a scratch PostgreSQL database beside DATABASE_URL (PGlite without it), migrated and
 * seeded with the demo companies, dropped at the end. Streams and app run in one Node process.
 */

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { Agent, fetch as undiciFetch } from "undici";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { appUser, channelSubscription, company, userSession } from "../apps/server/src/db/schema/index.ts";
import { seedDemo } from "../apps/server/src/db/seed/demo.ts";
import { hashToken } from "../apps/server/src/platform/crypto.ts";
import { factories } from "../apps/server/src/test/factories.ts";
import { newObjectId } from "../packages/shared/src/ids/object-id.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: { streams: { type: "string", default: "2000" }, rounds: { type: "string", default: "5" } },
});
const streams = Number(values.streams);
const rounds = Number(values.rounds);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function openScratch(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    return {
      database: await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") }),
      drop: async () => undefined,
    };
  return createScratchPostgres(adminUrl, "chorus_bench_sse");
}

const dataDir = await mkdtemp(join(tmpdir(), "chorus-bench-sse-"));
const { database, drop } = await openScratch(dataDir);
const agent = new Agent({ connections: streams + 50, pipelining: 0, headersTimeout: 0, bodyTimeout: 0 });
try {
  await database.migrate();
  await seedDemo(database.db, { uploadsDir: join(dataDir, "uploads") });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: "/nonexistent",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const db = database.db;
  const [acme] = await db.select().from(company).where(eq(company.subdomain, "acme"));
  if (!acme) throw new Error("no demo company");
  const make = factories(db);
  const [admin] = await db.select().from(appUser).where(eq(appUser.email, "ada@acme.example"));
  if (!admin) throw new Error("no demo admin");
  const channel = await make.channel(acme.id, { name: "Fan-out" });

  // N readers, each subscribed to the channel with a session of their own.
  const cookies: string[] = [];
  const sessionOf = async (userId: string, role: string) => {
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    await db.insert(userSession).values({
      id: hashToken(token),
      companyId: acme.id,
      userId,
      role,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    return `chorus_sid=${token}`;
  };
  const users = Array.from({ length: streams }, (_, i) => ({
    id: newObjectId(),
    companyId: acme.id,
    email: `fanout-${i}@bench.example`,
    firstName: "Fan",
    lastName: `Out ${i}`,
    role: "sharer" as const,
    isFresh: false,
  }));
  for (let i = 0; i < users.length; i += 500) await db.insert(appUser).values(users.slice(i, i + 500));
  for (let i = 0; i < users.length; i += 500)
    await db
      .insert(channelSubscription)
      .values(
        users.slice(i, i + 500).map((u) => ({ companyId: acme.id, channelId: channel.id, userId: u.id })),
      );
  for (const user of users) cookies.push(await sessionOf(user.id, "sharer"));
  const adminCookie = await sessionOf(admin.id, "admin");
  const csrf = (
    await undiciFetch(`${base}/api/session`, { headers: { cookie: adminCookie }, dispatcher: agent })
  ).headers.get("x-csrf-token");

  // Open every stream and wait until each says it is ready.
  type Waiter = { ready: Promise<void>; next: (title: string) => Promise<number> };
  const open = async (cookie: string): Promise<Waiter> => {
    const response = await undiciFetch(`${base}/api/events`, {
      headers: { cookie, accept: "text/event-stream" },
      dispatcher: agent,
    });
    if (!response.body) throw new Error(`stream answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let readyResolve: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      readyResolve = resolve;
    });
    const pending = new Map<string, (at: number) => void>();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done || !value) return;
        buffer += decoder.decode(value, { stream: true });
        if (buffer.includes("event: ready")) readyResolve();
        for (const [title, resolve] of pending)
          if (buffer.includes(title)) {
            pending.delete(title);
            resolve(performance.now());
          }
        if (buffer.length > 100_000) buffer = buffer.slice(-10_000);
      }
    })();
    return { ready, next: (title: string) => new Promise<number>((resolve) => pending.set(title, resolve)) };
  };
  // Opened 100 at a time: a burst of thousands of connects overflows the listen backlog.
  const opened: Waiter[] = [];
  for (let i = 0; i < cookies.length; i += 100) {
    const batch = await Promise.all(cookies.slice(i, i + 100).map(open));
    await Promise.all(batch.map((w) => w.ready));
    opened.push(...batch);
  }
  console.log(`${streams} streams open on one process (${database.kind})`);

  for (let round = 1; round <= rounds; round++) {
    const title = `Fan-out round ${round} ${Date.now()}`;
    const post = await make.post(acme.id, { createdBy: admin.id, channelIds: [channel.id], title });
    const arrivals = opened.map((w) => w.next(title));
    const started = performance.now();
    const response = await undiciFetch(`${base}/api/notification/immediate?postId=${post.id}`, {
      method: "POST",
      headers: { cookie: adminCookie, "x-csrf-token": csrf ?? "" },
      dispatcher: agent,
    });
    const body = (await response.json()) as { recipientCount: number };
    const committed = performance.now() - started;
    const times = (await Promise.all(arrivals)).map((at) => at - started).sort((a, b) => a - b);
    console.log(
      `round ${round}: ${body.recipientCount} notified, committed after ${committed.toFixed(0)} ms; p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, last ${(times.at(-1) ?? 0).toFixed(0)} ms`,
    );
  }
  await app.close();
} finally {
  await agent.close();
  await database.close().catch(() => undefined);
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
