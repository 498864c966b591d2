/**
 * Share throughput: POST /api/share to LinkedIn (posted through the Posts API) against a local fake
 * network server, over real HTTP, with N shares in flight. Prints shares/s and p50/p99 latency,
 * and the same for the generic link share (no network call) to show what the network leg costs.
 *
 *   npx tsx bench/share.bench.ts [--duration 10] [--concurrency 8]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/share.bench.ts
 *
 * Database: a scratch PGlite directory (or a scratch PostgreSQL database next to DATABASE_URL)
 * with the demo companies; removed at the end. The fake network answers at once, so this measures
 * our side: validation, token handling, the transaction, points and the calls' overhead.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { seedDemo } from "../apps/server/src/db/seed/demo.ts";
import { FakeNetwork } from "../apps/server/src/modules/share/testing/fake-network.ts";
import { BrowserSession, percentile } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: { duration: { type: "string", default: "10" }, concurrency: { type: "string", default: "8" } },
});
const duration = Number(values.duration) * 1000;
const concurrency = Number(values.concurrency);

async function openScratch(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    return { database, drop: async () => undefined };
  }
  const { database, drop } = await createScratchPostgres(adminUrl, "chorus_bench_share");
  return { database, drop };
}

async function run(label: string, share: () => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + duration;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const response = await share();
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 200) errors++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} ${(latencies.length / seconds).toFixed(1).padStart(8)} shares/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   errors ${errors}/${latencies.length}`,
  );
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-bench-share-"));
  const fake = await new FakeNetwork().start();
  const { database, drop } = await openScratch(dataDir);
  await database.migrate();
  await seedDemo(database.db, { uploadsDir: join(dataDir, "uploads") });
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...fake.env(),
  });
  const app = await buildApp(config, { database, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const emma = new BrowserSession(address);
    await emma.call("GET", "/api/session");
    const signIn = await emma.call("POST", "/auth/password", {
      email: "emma@acme.example",
      password: "Sunny-Harbor-2026",
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    await emma.call("GET", "/api/session");
    const start = await emma.call("GET", "/oauth/linkedin/connect?redirect=post");
    const consent = fake.authorize(String(start.headers.get("location")));
    await emma.call("GET", `/oauth/linkedin/connect/callback?code=${consent.code}&state=${consent.state}`);
    const feed = (await (await emma.call("GET", "/api/post3?type=published&pageSize=50")).json()) as {
      postList: { _id: string; type: string; socnetSet: Record<string, unknown> }[];
    };
    const linkedinPosts = feed.postList.filter(
      (p) => ["link", "article"].includes(p.type) && "linkedin" in p.socnetSet,
    );
    const anyPosts = feed.postList.filter((p) => ["link", "article"].includes(p.type));
    if (linkedinPosts.length === 0) throw new Error("no link posts offered on LinkedIn in the feed");
    let i = 0;
    console.log(
      `share throughput, ${concurrency} in flight, ${duration / 1000} s each, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    await run("LinkedIn (Posts API, fake)", () =>
      emma.call("POST", "/api/share", {
        postId: linkedinPosts[i++ % linkedinPosts.length]?._id,
        media: "linkedin",
        comment: `Bench ${i}`,
      }),
    );
    await run("generic (no network call)", () =>
      emma.call("POST", "/api/share", {
        postId: anyPosts[i++ % anyPosts.length]?._id,
        media: "generic",
        comment: "",
      }),
    );
    console.log(`fake network: ${fake.posts.length} posts received, ${fake.problems.length} problems`);
  } finally {
    await app.close();
    await database.close();
    await drop();
    await fake.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
