/**
 * Load scenario for the feed, GET /api/post3?type=published, at two data sizes: page 1, a deep page
 * by offset (page 50) and by keyset cursor (the same depth), a search `q` for a common and a rare
 * term; then the admin's curator feeds (incoming, archived) and GET /api/post3/counters. Beside each, the
 * page's own SQL (the timeline walk) run straight through `pg` in the same run: the limit the
 * route could reach. Then the p50 ratio between the sizes (how latency grows with the data).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/feed.bench.ts
 *     [--posts 1000000] [--small 10000] [--duration 5] [--connections 10] [--keep]
 *     [--database chorus_feed_bench_<time>] [--only <part of a scenario's name>[|<another part>…]]
 *     [--warmup 2] [--route compiled|in-process] [--load wrk|autocannon]
 *
 * FEED_BENCH_SHOW_SQL=1 prints each scenario's recorded statements with their time;
 * FEED_BENCH_DUMP=<dir> writes them with their values, one JSON file per scenario.
 *
 * Every row is measured after `--warmup` seconds of the same load, not counted: the route's code is
 * compiled by V8's optimising tiers while it runs, and the first scenario (page 1) was otherwise
 * measured on code still partly interpreted, where the replay after it ran on pg's warm code.
 *
 * `--only` keeps the scenarios whose name contains one of the parts; a part starting with `^` must
 * start the name (`--only "^page 1|^page 50|^cursor|^q="`: the sharer's scenarios, no admin ones).
 *
 * The route rows are measured on the compiled server (`apps/server/dist/main.js`, what `npm start`
 * runs) in a process of its own on the same database, under wrk, whose CPU is a fraction of
 * autocannon's (wrk-load.ts): `--route compiled --load wrk`, the default on PostgreSQL when the
 * server is built and wrk installed. `--route in-process` measures the app this process builds from
 * the sources; `--load autocannon` loads it from a worker thread of this process (the figures of
 * stop 37 and before). Statements are always recorded in this process (statement-recorder.ts).
 *
 * Each size gets a scratch database `chorus_feed_bench_<time>` next to the one DATABASE_URL names
 * (dropped afterwards unless --keep). `--database` reuses one kept earlier instead (migrated, not
 * regenerated, not dropped) and runs that size only. Without DATABASE_URL it runs on PGlite (use
 * fewer --posts).
 */
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { rollUpAnalytics } from "../apps/server/src/modules/analytics/index.ts";
import { readableChannelIds } from "../apps/server/src/modules/channel/channel-access.repository.ts";
import { channelStatusQuery, liveTimelineQuery } from "../apps/server/src/modules/post/feed.repository.ts";
import { isCommonTerm } from "../apps/server/src/modules/post/feed-search.repository.ts";
import {
  type AppProcess,
  assertServerBuilt,
  cpuSecondsOf,
  serverBuilt,
  startApp,
  stopApp,
} from "./app-process.ts";
import { type CpuPerRequest, startCpuMeter } from "./cpu-meter.ts";
import { BENCH_PASSWORD, type GenerateResult, generate } from "./generate.ts";
import { signedInSession } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";
import { describeWaves, recordStatements, replayOnce, wavesOf } from "./statement-recorder.ts";
import { runWrk, WRK, wrkInstalled } from "./wrk-load.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    posts: { type: "string", default: "1000000" },
    small: { type: "string", default: "10000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    keep: { type: "boolean", default: false },
    database: { type: "string" },
    only: { type: "string" },
    route: { type: "string" },
    load: { type: "string" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
/** In about 28% of the generated posts. */
const SEARCH_TERM = "webinar";
/** A post number from a generated title: one post at every size. */
const RARE_TERM = "4242";
const DEEP_PAGE = 50;
/** Where the route rows are measured, and what loads them (see the header). */
const routeIn =
  values.route === "in-process" || values.route === "compiled"
    ? values.route
    : process.env.DATABASE_URL && serverBuilt()
      ? "compiled"
      : "in-process";
const loadFrom =
  values.load === "autocannon" || values.load === "wrk" ? values.load : wrkInstalled() ? "wrk" : "autocannon";
if (loadFrom === "wrk" && !wrkInstalled())
  throw new Error(`--load wrk needs ${WRK} (apt-get install -y wrk)`);
if (routeIn === "compiled") assertServerBuilt();

/** A port nothing listens on now (the compiled server is told which to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** `--only`'s test of one part against a scenario's name. */
const nameMatches = (name: string, part: string): boolean =>
  part.startsWith("^") ? name.startsWith(part.slice(1)) : name.includes(part);

interface Scratch {
  database: Database;
  /** The PostgreSQL database's name (for its backends' CPU); none on PGlite. */
  name?: string;
  dataDir: string;
  /** An earlier generated database (--database): not generated again. */
  reused?: boolean;
  cleanUp: () => Promise<void>;
}

async function openScratch(): Promise<Scratch> {
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-feed-bench-"));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    await database.migrate();
    return {
      database,
      dataDir,
      cleanUp: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const reused = typeof values.database === "string" ? values.database : undefined;
  if (reused) {
    const url = new URL(adminUrl);
    url.pathname = `/${reused}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
    await database.migrate();
    return {
      database,
      name: reused,
      dataDir,
      reused: true,
      cleanUp: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
        console.log(`kept database ${reused}`);
      },
    };
  }
  const { database, name, drop } = await createScratchPostgres(adminUrl, "chorus_feed_bench");
  await database.migrate();
  return {
    database,
    name,
    dataDir,
    cleanUp: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (values.keep) return console.log(`kept database ${name}`);
      await drop();
    },
  };
}

/** The session cookie of a person signed in through the real routes. */
const signIn = async (base: string, email: string, password: string): Promise<string> =>
  (await signedInSession(base, email, password)).sessionCookie();

interface Measured {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpu?: CpuPerRequest;
}

/** The database whose backends' CPU the rows report (set once the scratch database is open). */
let meteredDatabase: { adminUrl: string; database: string } | null = null;

/** The compiled server the route rows are measured on (`--route compiled`), once started. */
let compiledApp: AppProcess | null = null;

async function overHttp(scenario: string, url: string, cookie: string): Promise<Measured> {
  if (loadFrom === "wrk") return overWrk(scenario, url, cookie);
  // The load generator runs in a worker thread: on the app's own event loop it took the CPU time
  // the route needs (the pg replay's closed loops are light beside it), so the route row was
  // measured with less CPU than the rows it is compared with.
  if (warmup > 0) await autocannon({ url, headers: { cookie }, duration: warmup, connections, workers: 1 });
  const stopMeter = await startCpuMeter(meteredDatabase);
  const result = await autocannon({ url, headers: { cookie }, duration, connections, workers: 1 });
  return {
    scenario,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpu: await stopMeter(result.requests.total),
  };
}

/**
 * The route under wrk. Its CPU columns: the app's (its process when compiled, else this process'
 * main thread), the load generator's (wrk), the database's backends.
 */
async function overWrk(scenario: string, url: string, cookie: string): Promise<Measured> {
  const load = (seconds: number) => runWrk(url, { seconds, connections, headers: { cookie } });
  if (warmup > 0) await load(warmup);
  const stopMeter = await startCpuMeter(meteredDatabase);
  const appBefore = compiledApp ? cpuSecondsOf(compiledApp) : 0;
  const result = await load(duration);
  const measured = await stopMeter(result.requests);
  const per = (seconds: number) => Number(((seconds * 1000) / Math.max(1, result.requests)).toFixed(2));
  return {
    scenario,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    cpu: {
      main: compiledApp ? per(cpuSecondsOf(compiledApp) - appBefore) : measured.main,
      threads: per(result.cpuSeconds),
      postgres: measured.postgres,
    },
  };
}

/** `work` in closed loops on `connections` pg clients for `duration` seconds. */
async function overPg(
  scenario: string,
  database: Database,
  work: (pool: pg.Pool) => Promise<unknown>,
): Promise<Measured> {
  let latencies: number[] = [];
  let errors = 0;
  const loops = async (seconds: number) => {
    const until = Date.now() + seconds * 1000;
    const run = async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          if (database.pool) await work(database.pool);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: connections }, run));
  };
  if (warmup > 0) await loops(warmup);
  latencies = [];
  errors = 0;
  const stopMeter = await startCpuMeter(meteredDatabase);
  await loops(duration);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  const cpu = await stopMeter(latencies.length);
  return { scenario, rps: latencies.length / duration, p50: at(0.5), p99: at(0.99), errors, cpu };
}

/** PGlite has no pool: the page statement alone, one at a time (it serves one query at a time). */
async function overPglite(scenario: string, database: Database, text: string, params: unknown[]) {
  const latencies: number[] = [];
  const until = Date.now() + duration * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    await database.pglite?.query(text, params);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.floor(q * latencies.length)] ?? 0).toFixed(2));
  return { scenario, rps: latencies.length / duration, p50: at(0.5), p99: at(0.99), errors: 0 };
}

/** The bench company of a database generated by an earlier run (--database). */
async function generatedEarlier(database: Database): Promise<GenerateResult> {
  const [company] = (
    (await database.db.execute(
      sql`SELECT c.id, c.subdomain, (SELECT count(*) FROM post p WHERE p.company_id = c.id)::int AS posts
            FROM company c WHERE c.subdomain LIKE 'bench1-%' ORDER BY c.created_at DESC LIMIT 1`,
    )) as unknown as { rows: { id: string; subdomain: string; posts: number }[] }
  ).rows;
  if (!company) throw new Error("no bench company in that database");
  const domain = `${company.subdomain}.bench.example`;
  return {
    companies: [{ id: company.id, subdomain: company.subdomain, emailOf: (n) => `user${n}@${domain}` }],
    password: BENCH_PASSWORD,
    rows: company.posts,
    ms: 0,
  };
}

async function runSize(posts: number): Promise<Measured[]> {
  const scratch = await openScratch();
  const { database } = scratch;
  const adminUrl = process.env.DATABASE_URL;
  meteredDatabase = adminUrl && scratch.name ? { adminUrl, database: scratch.name } : null;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const data = scratch.reused
      ? await generatedEarlier(database)
      : await generate(database.db, { companies: 1, users: 1000, channels: 100, posts });
    console.log(
      `\n${posts} posts on ${database.kind}: ${data.rows} rows in ${(data.ms / 1000).toFixed(1)} s`,
    );
    // The analytics job rolls every post up on its first run (minutes at 1M posts, writing all
    // along) and then every five minutes from its watermark: run here once, before the app starts,
    // so no first rollup competes with the measured requests for the CPU and the disk.
    const rolling = performance.now();
    await rollUpAnalytics(database.db);
    console.log(
      `analytics rollups brought up to date in ${((performance.now() - rolling) / 1000).toFixed(1)} s`,
    );
    const config = loadConfig({
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: scratch.dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      // The job queue polls rarely, so no poll slips into a request's recorded statements.
      JOBS_POLL_INTERVAL_SECONDS: "60",
    });
    app = await buildApp(config, { database, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no TCP address");
    const base = `http://127.0.0.1:${address.port}`;
    const company = data.companies[0];
    if (!company) throw new Error("no company");
    const email = company.emailOf(2);
    const cookie = await signIn(base, email, data.password);

    // The sharer's channel set, as the route computes it, for the direct SQL.
    const [user] = (
      (await database.db.execute(
        sql`SELECT id, read_language_list AS langs FROM app_user WHERE email = ${email}`,
      )) as unknown as { rows: { id: string; langs: string[] }[] }
    ).rows;
    if (!user) throw new Error("no user");
    const channels = await readableChannelIds(database.db, company.id, { userId: user.id, role: "sharer" });
    console.log(`sharer ${email} reads ${channels.length} of 100 channels`);

    // The cursor at the depth of page 50, walked once through the route.
    let cursor = "";
    for (let page = 1; page < DEEP_PAGE; page++) {
      const body = (await (
        await fetch(`${base}/api/post3?type=published${cursor ? `&cursor=${cursor}` : ""}`, {
          headers: { cookie },
        })
      ).json()) as { nextCursor: string | null };
      cursor = body.nextCursor ?? "";
    }
    const dialect = new PgDialect();
    const spec = { companyId: company.id, channels, languages: user.langs };
    const direct = (
      page: number,
      cursorAt: { at: Date; postId: string } | null,
      q?: string,
      commonTerm = false,
    ) =>
      dialect.sqlToQuery(
        liveTimelineQuery(
          spec,
          { filters: {}, q, commonTerm },
          { limit: 11, offset: (page - 1) * 10, cursor: cursorAt },
        ),
      );
    // A search's page SQL is the plan the route picks by the term's frequency (feed-search.ts).
    const searchDirect = async (q: string) =>
      direct(1, null, q, await isCommonTerm(database.db, company.id, q));
    const decoded = Buffer.from(cursor, "base64url").toString("utf8").split("|");
    const cursorAt = { at: new Date(decoded[0] ?? ""), postId: decoded[1] ?? "" };

    // The compiled server, on the same database: the route rows are measured there (`--route`).
    if (routeIn === "compiled" && adminUrl && scratch.name) {
      const url = new URL(adminUrl);
      url.pathname = `/${scratch.name}`;
      const port = await freePort();
      compiledApp = await startApp(port, {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: url.toString(),
        DATA_DIR: scratch.dataDir,
        LOG_LEVEL: "silent",
        SEED_DEMO: "false",
        JOBS_POLL_INTERVAL_SECONDS: "60",
      });
    }
    /** Where a route row loads `url`: the compiled server when there is one (sessions live in the database). */
    const measuredAt = (url: string) =>
      compiledApp ? url.replace(base, `http://127.0.0.1:${compiledApp.port}`) : url;
    console.log(
      `route rows: ${compiledApp ? "the compiled server (apps/server/dist) in its own process" : "the app in this process"}, loaded by ${loadFrom}`,
    );

    const feed = `${base}/api/post3?type=published`;
    const results: Measured[] = [];
    const recorder = database.pool ? recordStatements(database.pool) : null;
    /** The statements one request of `url` issues: the fewer of two recordings (a job's poll may slip into one). */
    const statementsOf = async (url: string, cookie: string) => {
      if (!recorder) return null;
      const once = () =>
        recorder.during(async () => {
          const response = await fetch(url, { headers: { cookie } });
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          await response.arrayBuffer();
        });
      const [first, second] = [await once(), await once()];
      return wavesOf(second.length <= first.length ? second : first);
    };
    /**
     * Three rows: the route over HTTP, exactly the statements one of its requests issues replayed
     * through pg (same round trips, same concurrency), and its page statement alone.
     */
    const triple = async (
      name: string,
      url: string,
      cookie: string,
      page: { sql: string; params: unknown[] } | null,
    ) => {
      if (typeof values.only === "string" && !values.only.split("|").some((part) => nameMatches(name, part)))
        return;
      const waves = await statementsOf(url, cookie);
      if (waves) console.log(`${name}: ${describeWaves(waves)}`);
      if (waves && process.env.FEED_BENCH_SHOW_SQL)
        for (const s of waves.flat()) console.log(`  ${(s.endedAt - s.startedAt).toFixed(1)} ms ${s.text}`);
      // The recorded statements with their values, for EXPLAIN and plan experiments outside the bench.
      if (waves && process.env.FEED_BENCH_DUMP)
        writeFileSync(
          join(process.env.FEED_BENCH_DUMP, `${name.replace(/[^a-z0-9]+/gi, "_")}.json`),
          JSON.stringify(waves),
        );
      const route = await overHttp(`${name} (route)`, measuredAt(url), cookie);
      results.push(route);
      const statements = waves
        ? await overPg(`${name} (its statements via pg)`, database, (pool) => replayOnce(pool, waves))
        : null;
      if (statements) results.push(statements);
      const alone = !page
        ? null
        : database.pool
          ? await overPg(`${name} (page SQL via pg)`, database, (pool) =>
              pool.query({ text: page.sql, values: page.params, rowMode: "array" }),
            )
          : await overPglite(`${name} (page SQL via PGlite)`, database, page.sql, page.params);
      if (alone) results.push(alone);
      ratios.push({
        scenario: name,
        "route ÷ its statements": statements ? Number((route.rps / statements.rps).toFixed(2)) : null,
        "route ÷ page SQL": alone ? Number((route.rps / alone.rps).toFixed(2)) : null,
      });
    };
    const ratios: {
      scenario: string;
      "route ÷ its statements": number | null;
      "route ÷ page SQL": number | null;
    }[] = [];
    await triple("page 1", feed, cookie, direct(1, null));
    await triple(`page ${DEEP_PAGE}`, `${feed}&page=${DEEP_PAGE}`, cookie, direct(DEEP_PAGE, null));
    await triple(`cursor at page ${DEEP_PAGE}`, `${feed}&cursor=${cursor}`, cookie, direct(1, cursorAt));
    await triple(`q=${SEARCH_TERM}`, `${feed}&q=${SEARCH_TERM}`, cookie, await searchDirect(SEARCH_TERM));
    await triple(`q=${RARE_TERM} (rare)`, `${feed}&q=${RARE_TERM}`, cookie, await searchDirect(RARE_TERM));
    // The curator feeds and counters of the company admin (user1): every channel.
    const admin = await signIn(base, company.emailOf(1), data.password);
    const curatorPage = (status: Parameters<typeof channelStatusQuery>[2]) =>
      dialect.sqlToQuery(
        channelStatusQuery(
          company.id,
          "all",
          status,
          { filters: {} },
          { limit: 11, offset: 0, cursor: null },
        ),
      );
    for (const [type, status] of [
      ["incoming", "proposed"],
      ["scheduled", "scheduled"],
      ["archived", "archived"],
      ["rejected", "rejected"],
    ] as const) {
      await triple(`${type}, page 1 (admin)`, `${base}/api/post3?type=${type}`, admin, curatorPage(status));
    }
    for (const type of ["all", "own", "bookmark"]) {
      await triple(`${type}, page 1 (admin)`, `${base}/api/post3?type=${type}`, admin, null);
    }
    const month = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await triple(
      "calendar, 60 days (admin)",
      `${base}/api/post3?type=calendar&dateFrom=${month(-30)}&dateTo=${month(30)}`,
      admin,
      null,
    );
    await triple("counters (admin)", `${base}/api/post3/counters`, admin, null);
    console.table(ratios);
    console.table(
      results.map((r) => ({
        scenario: r.scenario,
        "req/s": Math.round(r.rps),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors,
        // CPU ms per request. Route rows: the app (the compiled server's process, or this process'
        // main thread), the load generator (wrk, or autocannon's worker thread). Replay rows: this
        // process' main thread (the closed loops) and its other threads. Both: the database's backends.
        "main cpu": r.cpu?.main ?? null,
        "threads cpu": r.cpu?.threads ?? null,
        "pg cpu": r.cpu?.postgres ?? null,
      })),
    );
    return results;
  } finally {
    if (compiledApp) await stopApp(compiledApp);
    compiledApp = null;
    await app?.close();
    await scratch.cleanUp();
  }
}

const big = Number(values.posts);
const small = Number(values.small);
console.log(
  `feed bench: ${duration} s per row after ${warmup} s of the same load uncounted, ${connections} connections`,
);
const large = await runSize(big);
// A reused database holds one size only: no second size, no ratio.
const little = values.database ? [] : await runSize(small);
if (little.length > 0) {
  console.log(`\np50 ratio ${big} / ${small} posts:`);
  console.table(
    large.map((r, i) => ({
      scenario: r.scenario,
      [`p50 ${big}`]: r.p50,
      [`p50 ${small}`]: little[i]?.p50,
      ratio: little[i]?.p50 ? Number((r.p50 / (little[i]?.p50 as number)).toFixed(2)) : null,
    })),
  );
}
