/**
 * The embedded default against PostgreSQL on the demo feed: the demo seed in a scratch PGlite
 * directory and in a scratch PostgreSQL database, the real app on each (in this process, one at a
 * time), Emma signed in, then `GET /api/post3?type=published` (page 1, the page size the web app
 * asks for) under autocannon at the same concurrency. Rounds alternate PostgreSQL and PGlite so a
 * shared machine's load falls on both alike; the row is the mean of the rounds and PGlite's share.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/pglite-feed.bench.ts \
 *     [--duration 10] [--connections 10] [--rounds 2]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { refreshEmbeddedStatistics } from "../apps/server/src/db/planner-statistics.ts";
import { seedDemo } from "../apps/server/src/db/seed/demo.ts";
import { BrowserSession } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: true,
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("DATABASE_URL (PostgreSQL) is required: PGlite is compared with it");
/** The feed's first page as the web app asks for it. */
const FEED_PAGE_1 = "/api/post3?type=published&page=1&pageSize=10";
const EMMA = { email: "emma@acme.example", password: "Sunny-Harbor-2026" };

type Kind = "PostgreSQL" | "PGlite";

interface Target {
  kind: Kind;
  database: Database;
  dataDir: string;
  drop: () => Promise<void>;
}

async function openTarget(kind: Kind): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-pglite-feed-"));
  if (kind === "PGlite") {
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    return { kind, database, dataDir, drop: async () => undefined };
  }
  const scratch = await createScratchPostgres(adminUrl as string, "chorus_bench_pglite_feed");
  return { kind, database: scratch.database, dataDir, drop: scratch.drop };
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** One round on one database: the app on it, Emma signed in, the feed's page 1 under load. */
async function measure(target: Target): Promise<Measured> {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: target.dataDir });
  const app = await buildApp(config, { database: target.database, logger: false });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const emma = new BrowserSession(base);
    await emma.call("GET", "/api/session");
    const signIn = await emma.call("POST", "/auth/password", EMMA);
    if (signIn.status !== 200) throw new Error(`sign-in on ${target.kind}: ${signIn.status}`);
    const sample = await emma.call("GET", FEED_PAGE_1);
    const page = (await sample.json()) as { postList: unknown[] };
    if (sample.status !== 200 || page.postList.length === 0)
      throw new Error(`the feed on ${target.kind} answered ${sample.status} with no posts`);
    const cookie = [...emma.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const result = await autocannon({
      url: `${base}${FEED_PAGE_1}`,
      headers: { cookie },
      duration,
      connections,
    });
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.non2xx,
    };
  } finally {
    // The app leaves the database it was given open: the next round starts a new app on it.
    await app.close();
  }
}

async function main() {
  const targets = { PostgreSQL: await openTarget("PostgreSQL"), PGlite: await openTarget("PGlite") };
  const results: Record<Kind, Measured[]> = { PostgreSQL: [], PGlite: [] };
  try {
    for (const target of Object.values(targets)) {
      await target.database.migrate();
      await seedDemo(target.database.db, { uploadsDir: join(target.dataDir, "uploads") });
      // What a running deployment has: PostgreSQL's autovacuum analyses the fresh tables (here
      // now, not some time later); PGlite gets its ANALYZE from the app's start-up (main.ts).
      if (target.kind === "PGlite") await refreshEmbeddedStatistics(target.database);
      else await target.database.db.execute(sql`ANALYZE`);
    }
    console.log(
      `demo feed page 1 as Emma (${FEED_PAGE_1}), ${connections} connections, ${duration} s per round, ${rounds} round(s) each, alternating`,
    );
    for (let round = 0; round < rounds; round++) {
      for (const kind of ["PostgreSQL", "PGlite"] as const) {
        const measured = await measure(targets[kind]);
        results[kind].push(measured);
        console.log(
          `round ${round + 1} ${kind.padEnd(10)} ${measured.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${measured.p50} ms   p99 ${measured.p99} ms   failures ${measured.failures}`,
        );
      }
    }
    const mean = (kind: Kind, pick: (m: Measured) => number) =>
      results[kind].reduce((sum, m) => sum + pick(m), 0) / results[kind].length;
    for (const kind of ["PostgreSQL", "PGlite"] as const)
      console.log(
        `${kind.padEnd(10)} mean ${mean(kind, (m) => m.requestsPerSecond).toFixed(0)} req/s   p50 ${mean(kind, (m) => m.p50).toFixed(1)} ms   p99 ${mean(kind, (m) => m.p99).toFixed(1)} ms`,
      );
    const ratio = mean("PGlite", (m) => m.requestsPerSecond) / mean("PostgreSQL", (m) => m.requestsPerSecond);
    console.log(`PGlite ÷ PostgreSQL: ${ratio.toFixed(2)} (target ≥ 0.3)`);
  } finally {
    for (const target of Object.values(targets)) {
      await target.database.close();
      await target.drop();
      await rm(target.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
