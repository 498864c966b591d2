/**
 * Load scenario for GET /api/session2, the call every page makes first, against a bare Fastify
 * route answering JSON of the same size in the same process: the ratio is what our stack
 * (session lookup, tenant, access control, presenter, serialisation) costs per request.
 *
 *   npx tsx bench/session2.bench.ts [--duration 10] [--connections 10] [--workers 0] [--keep]
 *                                   [--companies 1] [--users 1000] [--channels 100] [--posts 20000]
 *
 * Default database: a fresh PGlite directory in the temp folder (removed afterwards, unless --keep).
 * DATABASE_URL=postgres://…/db: a scratch database `chorus_bench_<time>` is created next to it,
 * migrated, filled, and dropped at the end (unless --keep).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { generate, parseSizes } from "./generate.ts";
import { signedInSession } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    workers: { type: "string", default: "0" },
    keep: { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const workers = Number(values.workers);
const { sizes } = parseSizes(process.argv.slice(2));

interface Scratch {
  database: Database;
  dataDir: string;
  cleanUp: () => Promise<void>;
}

/** A fresh database for this run, so repeated runs never pile data on each other. */
async function openScratch(): Promise<Scratch> {
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-bench-"));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    await database.migrate();
    return {
      database,
      dataDir,
      cleanUp: async () => {
        await database.close();
        if (!values.keep) await rm(dataDir, { recursive: true, force: true });
        else console.log(`kept PGlite data in ${dataDir}`);
      },
    };
  }
  const { database, name, drop } = await createScratchPostgres(adminUrl, "chorus_bench");
  await database.migrate();
  return {
    database,
    dataDir,
    cleanUp: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (values.keep) {
        console.log(`kept database ${name}`);
        return;
      }
      await drop();
    },
  };
}

/** The session cookie of a person signed in through the real routes. */
const signIn = async (base: string, email: string, password: string): Promise<string> =>
  (await signedInSession(base, email, password)).sessionCookie();

interface Measured {
  name: string;
  requestsPerSecond: number;
  average: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Measured> {
  // --workers N moves the load generator to worker threads; on 2 cores in-process (0) disturbs the app less.
  const result = await autocannon({
    url,
    headers,
    duration,
    connections,
    ...(workers > 0 ? { workers } : {}),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    average: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no TCP address");
  return `http://127.0.0.1:${address.port}`;
}

async function main(): Promise<void> {
  const scratch = await openScratch();
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  try {
    console.log(`generating ${JSON.stringify(sizes)} on ${scratch.database.kind}…`);
    const data = await generate(scratch.database.db, sizes);
    console.log(`${data.rows} rows in ${(data.ms / 1000).toFixed(1)} s`);

    const config = loadConfig({
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: scratch.dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      // One user signs in once; the limit only guards the sign-in routes.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    });
    app = await buildApp(config, { database: scratch.database, logger: false });
    const base = await listen(app);
    const company = data.companies[0];
    if (!company) throw new Error("no company generated");
    const cookie = await signIn(base, company.emailOf(2), data.password);

    const sample = await fetch(`${base}/api/session2`, { headers: { cookie } });
    if (!sample.ok) throw new Error(`GET /api/session2 answered ${sample.status}`);
    const payload: unknown = await sample.json();
    const bytes = Buffer.byteLength(JSON.stringify(payload));

    bare = Fastify({ logger: false });
    bare.get("/", async () => payload);
    const bareBase = await listen(bare);

    console.log(
      `GET /api/session2 answers ${bytes} bytes; ${duration} s, ${connections} connections, ${workers} load worker(s) each`,
    );
    const rows = [
      await measure("GET /api/session2", `${base}/api/session2`, { cookie }),
      await measure("bare Fastify GET /", `${bareBase}/`, {}),
    ];
    console.table(
      rows.map((r) => ({
        scenario: r.name,
        "req/s": Math.round(r.requestsPerSecond),
        "avg ms": Number(r.average.toFixed(2)),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors,
        non2xx: r.non2xx,
      })),
    );
    const [session2, baseline] = rows as [Measured, Measured];
    console.log(
      `session2 serves ${((session2.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}% of the bare route's throughput ` +
        `(${(baseline.requestsPerSecond / session2.requestsPerSecond).toFixed(2)}× slower)`,
    );
  } finally {
    await bare?.close();
    await app?.close();
    await scratch.cleanUp();
  }
}

await main();
