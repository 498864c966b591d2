/**
 * The embedded default against PostgreSQL on the demo feed: the demo seed in a scratch PGlite
 * directory and in a scratch PostgreSQL database, then the compiled app on each in its own process
 * (as `npm start` runs it; one at a time), Emma signed in, then `GET /api/post3?type=published`
 * (page 1, the page size the web app asks for) under autocannon at the same concurrency. Rounds
 * alternate PostgreSQL and PGlite so a shared machine's load falls on both alike; the row is the
 * mean of the rounds and PGlite's share.
 *
 * The app runs apart from this load generator: PGlite answers on the app's own thread, so an app
 * sharing its event loop with autocannon charged the load generator's work to the embedded
 * database alone (PostgreSQL's statements ran in its own processes meanwhile).
 *
 *   npm run build -w @chorus/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/pglite-feed.bench.ts \
 *     [--duration 10] [--connections 10] [--rounds 2] [--port 3410]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { refreshEmbeddedStatistics } from "../apps/server/src/db/planner-statistics.ts";
import { seedDemo } from "../apps/server/src/db/seed/demo.ts";
import { assertServerBuilt, startApp, stopApp } from "./app-process.ts";
import { BrowserSession } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";
import { benchAppEnv } from "./signed-in-load.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: true,
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    port: { type: "string", default: "3410" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const port = Number(values.port);
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
  /** The app's DATABASE_URL: empty for the embedded database in DATA_DIR/pglite, as `npm start`. */
  databaseUrl: string;
  drop: () => Promise<void>;
}

async function openTarget(kind: Kind): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-pglite-feed-"));
  if (kind === "PGlite") {
    // Where the app opens its embedded database (main.ts).
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    return { kind, database, dataDir, databaseUrl: "", drop: async () => undefined };
  }
  const scratch = await createScratchPostgres(adminUrl as string, "chorus_bench_pglite_feed");
  const url = new URL(adminUrl as string);
  url.pathname = `/${scratch.name}`;
  return { kind, database: scratch.database, dataDir, databaseUrl: url.toString(), drop: scratch.drop };
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** One round on one database: the app on it, Emma signed in, the feed's page 1 under load. */
async function measure(target: Target): Promise<Measured> {
  const app = await startApp(port, benchAppEnv(target.databaseUrl, target.dataDir));
  const base = `http://127.0.0.1:${port}`;
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
    await stopApp(app);
  }
}

async function main() {
  assertServerBuilt();
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
      // The app process opens the database itself (an embedded one belongs to one process).
      await target.database.close();
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
      await target.drop();
      await rm(target.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
