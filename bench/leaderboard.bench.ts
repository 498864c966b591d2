/**
 * Load scenario for the leaderboard at 100,000 users and 5,000,000 point-ledger rows (a year of
 * points) on PostgreSQL: GET /api/leaderboard3/{filterId} this week, this month, all time, a
 * 90-day custom range, this month for one team of 1,000, a deep page (rank 50,001 onward), the
 * sidebar widget's request (the first leaderboard, 10 lines), and the CSV export of this month.
 * Ranks come from SQL over point_rollup (the ledger per user per day, ISO week and month) and the
 * users' running totals, never from users loaded into memory.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/leaderboard.bench.ts
 *     [--users 100000] [--ledger 5000000] [--duration 5] [--connections 1] [--keep] [--reuse NAME]
 *
 * The data lives in a scratch database `chorus_leaderboard_bench_<time>` next to the one
 * DATABASE_URL names, dropped afterwards unless --keep; --reuse NAME measures a kept one again
 * (loading takes ~15 minutes on a busy machine). Users come from generate.ts; the ledger
 * rows from one INSERT … SELECT over generate_series, the rollup from one INSERT … SELECT … GROUP BY
 * over them (what migration 0027 does for existing data).
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
import { BENCH_PASSWORD, generate } from "./generate.ts";
import { signedInSession } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

/** An existing database by name, beside the one DATABASE_URL names (kept by --keep). */
async function openKept(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
  return { database, name, drop: async () => {} };
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    users: { type: "string", default: "100000" },
    ledger: { type: "string", default: "5000000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "1" },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
  },
});
const users = Number(values.users);
const ledgerRows = Number(values.ledger);
const duration = Number(values.duration);
const connections = Number(values.connections);

const BENCH_TEAM_ID = "0000000000000000000a1b2c";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("DATABASE_URL is required: this bench measures PostgreSQL");

/** The session cookie of a person signed in through the real routes. */
const signIn = async (base: string, email: string, password: string): Promise<string> =>
  (await signedInSession(base, email, password)).sessionCookie();

/**
 * Users, a year of ledger rows, its rollup and a team of 1,000, loaded in bulk into a migrated
 * empty database. Returns the company and how to sign in.
 */
async function load(database: Database) {
  const started = Date.now();
  const data = await generate(database.db, { companies: 1, users, channels: 10, posts: 1000 });
  const generated = data.companies[0];
  if (!generated) throw new Error("no company");
  const company = { id: generated.id, emailOf: generated.emailOf };
  console.log(`${users} users generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const ledgerStarted = Date.now();
  // Bulk load without the ledger's and the rollup's indexes, built once afterwards (as the
  // migrations define them): maintaining five b-trees row by row is what makes a load slow.
  const ledgerIndexes = await database.db.execute(sql`
    SELECT indexdef FROM pg_indexes WHERE tablename = 'point_ledger' AND indexname <> 'point_ledger_pkey'`);
  const ledgerIndexDefs = (ledgerIndexes as unknown as { rows: { indexdef: string }[] }).rows.map(
    (r) => r.indexdef,
  );
  await database.db.execute(sql`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_pkey`);
  for (const name of [
    "point_ledger_user_idx",
    "point_ledger_company_time_idx",
    "point_ledger_created_at_idx",
  ])
    await database.db.execute(sql.raw(`DROP INDEX IF EXISTS ${name}`));
  // A year of points: random users, 1 to 20 points each, at random times. Users are numbered in a
  // temporary table and joined by number (a hash join): indexing a 100,000-element array per row
  // detoasts the array for every row and never finishes.
  await database.db.execute(sql`CREATE TEMP TABLE bench_user AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id FROM app_user WHERE company_id = ${company.id}`);
  await database.db.execute(sql`
    INSERT INTO point_ledger (id, company_id, user_id, points, coins, reason, created_at)
    SELECT lpad(to_hex(s.g), 24, '0'), ${company.id}, u.id, s.points, 0, 'bench', s.at
      FROM (SELECT g, floor(random() * (SELECT count(*) FROM bench_user))::int AS n,
                   1 + floor(random() * 20)::int AS points, now() - random() * interval '365 days' AS at
              FROM generate_series(1, ${ledgerRows}::int) AS g) s
      JOIN bench_user u ON u.n = s.n`);
  console.log(`${ledgerRows} ledger rows inserted in ${((Date.now() - ledgerStarted) / 1000).toFixed(1)} s`);
  await database.db.execute(sql`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_pkey PRIMARY KEY (id)`);
  for (const definition of ledgerIndexDefs) await database.db.execute(sql.raw(definition));
  await database.db.execute(sql`
    UPDATE app_user a SET star = s.total
      FROM (SELECT user_id, sum(points)::int AS total FROM point_ledger WHERE company_id = ${company.id} GROUP BY user_id) s
     WHERE a.company_id = ${company.id} AND a.id = s.user_id`);
  console.log(`ledger indexed and totals set at ${((Date.now() - ledgerStarted) / 1000).toFixed(1)} s`);

  const rollupStarted = Date.now();
  await database.db.execute(
    sql`ALTER TABLE point_rollup DROP CONSTRAINT point_rollup_company_id_span_start_user_id_pk`,
  );
  await database.db.execute(sql`DROP INDEX point_rollup_rank_idx`);
  await database.db.execute(sql`
    INSERT INTO point_rollup (company_id, span, start, user_id, points, coins)
    SELECT l.company_id, s.span, date_trunc(s.span, l.created_at AT TIME ZONE 'UTC')::date, l.user_id,
           sum(l.points)::int, sum(l.coins)::int
      FROM point_ledger l CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS s(span)
     GROUP BY 1, 2, 3, 4`);
  await database.db.execute(sql`ALTER TABLE point_rollup ADD CONSTRAINT point_rollup_company_id_span_start_user_id_pk
    PRIMARY KEY (company_id, span, start, user_id)`);
  await database.db.execute(
    sql`CREATE INDEX point_rollup_rank_idx ON point_rollup (company_id, span, start, points, user_id)`,
  );
  const [rollupCount] = (
    (await database.db.execute(sql`SELECT count(*)::int AS n FROM point_rollup`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  console.log(`${rollupCount?.n} rollup rows in ${((Date.now() - rollupStarted) / 1000).toFixed(1)} s`);
  const teamId = BENCH_TEAM_ID;
  await database.db.execute(
    sql`INSERT INTO team (id, company_id, name, member_count) VALUES (${teamId}, ${company.id}, 'Bench team', 1000)`,
  );
  await database.db.execute(sql`
    INSERT INTO team_member (company_id, team_id, user_id)
    SELECT ${company.id}, ${teamId}, id FROM app_user WHERE company_id = ${company.id} ORDER BY id LIMIT 1000`);
  for (const table of ["point_ledger", "point_rollup", "app_user", "team_member"])
    await database.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));

  return { company, teamId, password: data.password };
}

/** A database kept by an earlier run (--reuse NAME): the same data, found again. */
async function found(database: Database) {
  const rows = (
    (await database.db.execute(
      sql`SELECT company_id, email FROM app_user WHERE email LIKE 'user1@%' OR email LIKE 'user2@%' ORDER BY email`,
    )) as unknown as { rows: { company_id: string; email: string }[] }
  ).rows;
  const [first] = rows;
  if (!first || rows.length !== 2) throw new Error("--reuse: not a leaderboard bench database");
  const domain = first.email.split("@")[1];
  const company = { id: first.company_id, emailOf: (n: number) => `user${n}@${domain}` };
  return { company, teamId: BENCH_TEAM_ID, password: BENCH_PASSWORD };
}

const scratch = values.reuse
  ? await openKept(adminUrl, String(values.reuse))
  : await createScratchPostgres(adminUrl, "chorus_leaderboard_bench");
const { database } = scratch;
const dataDir = await mkdtemp(join(tmpdir(), "chorus-leaderboard-bench-"));
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const loaded = values.reuse
    ? await found(database)
    : await (async () => {
        await database.migrate();
        return load(database);
      })();
  const { company, teamId } = loaded;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
  app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no TCP address");
  const base = `http://127.0.0.1:${address.port}`;
  const cookie = await signIn(base, company.emailOf(2), loaded.password);
  // The export is an admin's (user1).
  const adminCookie = await signIn(base, company.emailOf(1), loaded.password);

  const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
  const scenarios: [string, string][] = [
    ["ThisWeek, top 10", "/api/leaderboard3/ThisWeek"],
    ["ThisMonth, top 10", "/api/leaderboard3/ThisMonth"],
    ["AllTime, top 10", "/api/leaderboard3/AllTime"],
    ["Custom 90 days, top 10", `/api/leaderboard3/Custom?dateFrom=${day(90 * 86_400_000)}&dateTo=${day(0)}`],
    ["ThisMonth, one team of 1,000", `/api/leaderboard3/ThisMonth?teamId=${teamId}`],
    ["ThisMonth, page at rank 50,001 (50 rows)", "/api/leaderboard3/ThisMonth?offset=50000&limit=50"],
    // The sidebar widget asks for the first leaderboard (ThisMonth when admins made none), 10 lines.
    ["Sidebar widget (ThisMonth, limit 10)", "/api/leaderboard3/ThisMonth?limit=10"],
    [
      "CSV export, this month (everyone ranked)",
      `/api/leaderboard3/export/csv?dateFrom=${day(0).slice(0, 8)}01&dateTo=${day(0)}`,
    ],
  ];
  const check = await fetch(`${base}${scenarios[1]?.[1]}`, { headers: { cookie } });
  const sample = (await check.json()) as { total: number; me: { rank: number } | null };
  console.log(`ThisMonth ranks ${sample.total} people; the signed-in user is #${sample.me?.rank ?? "-"}`);

  const rows: { scenario: string; rps: number; p50: number; p99: number; errors: number }[] = [];
  for (const [scenario, path] of scenarios) {
    const asWho = path.includes("/export/") ? adminCookie : cookie;
    const result = await autocannon({
      url: `${base}${path}`,
      headers: { cookie: asWho },
      duration,
      connections,
    });
    rows.push({
      scenario,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\n${users} users, ${ledgerRows} ledger rows, ${connections} connections, ${duration} s each`);
  console.table(rows);
} finally {
  await app?.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  if (!values.keep && !values.reuse) await scratch.drop();
  else console.log(`kept ${scratch.name}`);
}
