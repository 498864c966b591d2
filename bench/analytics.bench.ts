/**
 * Analytics at size: 1,000,000 posts and 10,000,000 events in one company on PostgreSQL, generated
 * in SQL with generate_series; the rollups built by the job's own code; then the analytics routes
 * over HTTP (autocannon): the overview and the posts page for an admin (whole company) and a
 * channel analyst (one channel), the users page, and the catalogue's channel insight.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/analytics.bench.ts
 *     [--posts 1000000] [--events 10000000] [--duration 5] [--connections 10] [--keep]
 *     [--database chorus_analytics_bench_<time>]   (reuse a kept one: migrated, not generated)
 *
 * A scratch database `chorus_analytics_bench_<time>` is created next to the one DATABASE_URL
 * names and dropped afterwards (unless --keep). Events, by kind, for posts spread over two years:
 * 45% views, 15% likes, 5% comments, 5% read confirmations, 10% shares (five networks),
 * 15% clicks on those shares, 5% points.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import type { Db } from "../apps/server/src/db/client.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { rollUpAnalytics } from "../apps/server/src/modules/analytics/index.ts";
import {
  getOverview,
  getPostPage,
  getUserPage,
} from "../apps/server/src/modules/analytics/report.service.ts";
import { vacuumRollups } from "../apps/server/src/modules/analytics/rollup.repository.ts";
import type { RequestContext } from "../apps/server/src/platform/context.ts";
import { BENCH_PASSWORD, generate } from "./generate.ts";
import { signedInSession } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    posts: { type: "string", default: "1000000" },
    events: { type: "string", default: "10000000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    keep: { type: "boolean", default: false },
    /** A database kept by an earlier run (--keep): migrated, VACUUM ANALYZEd, not generated again. */
    database: { type: "string" },
  },
});
const POSTS = Number(values.posts);
const EVENTS = Number(values.events);
const duration = Number(values.duration);
const connections = Number(values.connections);
const USERS = 2000;
const CHANNELS = 50;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error("DATABASE_URL (PostgreSQL) is required: this bench measures PostgreSQL at size.");
  process.exit(1);
}

const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/**
 * Posts and events in SQL. Post n (0-based) is published `n % 730` days ago in channel n % 50
 * (every tenth also in the next channel); its events fall in the days after. Keys are derived
 * from the series number so every primary key stays unique without a lookup.
 */
async function generateEvents(db: Db, companyId: string) {
  const ex = (query: ReturnType<typeof sql>) => db.execute(query);
  await ex(sql`CREATE TEMP TABLE bench_user AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM app_user WHERE company_id = ${companyId}`);
  await ex(sql`CREATE TEMP TABLE bench_channel AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM channel WHERE company_id = ${companyId}`);
  await ex(sql`CREATE UNIQUE INDEX ON bench_user (n)`);
  await ex(sql`CREATE UNIQUE INDEX ON bench_channel (n)`);
  const postId = (n: string) => sql.raw(`'b0' || lpad(to_hex(${n}), 22, '0')`);
  const publishedAt = (n: string) =>
    sql.raw(
      `(date_trunc('day', now()) - (${n} % 730) * interval '1 day' + (${n} % 86400) * interval '1 second')`,
    );
  const user = (expr: string) => sql.raw(`(SELECT id FROM bench_user WHERE n = (${expr}) % ${USERS})`);
  await timed(`posts (${POSTS})`, () =>
    ex(sql`INSERT INTO post (id, company_id, type, title, body, created_by, created_at, updated_at)
      SELECT ${postId("g")}, ${companyId}, (ARRAY['article','link','image','video','document'])[1 + g % 5],
             'Bench post ' || g, 'Body of bench post ' || g, ${user("g")}, ${publishedAt("g")}, ${publishedAt("g")}
        FROM generate_series(0, ${POSTS - 1}) g`),
  );
  await timed("post channels", () =>
    ex(sql`INSERT INTO post_channel (company_id, post_id, channel_id, status, published_at)
      SELECT ${companyId}, ${postId("g")}, c.id, 'published', ${publishedAt("g")}
        FROM generate_series(0, ${POSTS - 1}) g
        JOIN bench_channel c ON c.n = g % ${CHANNELS} OR (g % 10 = 0 AND c.n = (g + 1) % ${CHANNELS})`),
  );
  const share = (kind: number) => Math.floor((EVENTS * kind) / 100);
  const counts = {
    views: share(45),
    likes: share(15),
    comments: share(5),
    reads: share(5),
    shares: share(10),
    clicks: share(15),
    points: share(5),
  };
  // A post's k-th view is on day k after publication: (post, user, day) stays unique.
  await timed(`views (${counts.views})`, () =>
    ex(sql`INSERT INTO post_view (company_id, post_id, user_id, day, source)
      SELECT ${companyId}, ${postId(`g % ${POSTS}`)}, ${user(`g * 7`)},
             (${publishedAt(`g % ${POSTS}`)} + (g / ${POSTS}) * interval '1 day')::date, 'feed'
        FROM generate_series(0, ${counts.views - 1}) g`),
  );
  // The k-th like or confirmation of a post comes from user (post + k) % USERS: (post, user) unique.
  await timed(`likes (${counts.likes})`, () =>
    ex(sql`INSERT INTO post_like (company_id, post_id, user_id, liked_at)
      SELECT ${companyId}, ${postId(`g % ${POSTS}`)}, ${user(`g % ${POSTS} + g / ${POSTS}`)},
             ${publishedAt(`g % ${POSTS}`)} + (1 + g / ${POSTS}) * interval '3 hours'
        FROM generate_series(0, ${counts.likes - 1}) g`),
  );
  await timed(`comments (${counts.comments})`, () =>
    ex(sql`INSERT INTO comment (id, company_id, object_id, object_type, added_by, text, added_at)
      SELECT 'c0' || lpad(to_hex(g), 22, '0'), ${companyId}, ${postId(`g % ${POSTS}`)}, 'post', ${user("g * 3")},
             'Nice one', ${publishedAt(`g % ${POSTS}`)} + interval '5 hours'
        FROM generate_series(0, ${counts.comments - 1}) g`),
  );
  await timed(`read confirmations (${counts.reads})`, () =>
    ex(sql`INSERT INTO read_confirmation (company_id, post_id, user_id, confirmed_at)
      SELECT ${companyId}, ${postId(`g % ${POSTS}`)}, ${user(`g % ${POSTS} + 1000 + g / ${POSTS}`)},
             ${publishedAt(`g % ${POSTS}`)} + interval '6 hours'
        FROM generate_series(0, ${counts.reads - 1}) g`),
  );
  await timed(`shares (${counts.shares})`, () =>
    ex(sql`INSERT INTO share (id, company_id, post_id, user_id, media, status, shared_at, created_at, short_code)
      SELECT 'd0' || lpad(to_hex(g), 22, '0'), ${companyId}, ${postId(`g % ${POSTS}`)}, ${user("g * 11")},
             (ARRAY['linkedin','twitter','facebook','xing','generic'])[1 + g % 5], 'shared',
             ${publishedAt(`g % ${POSTS}`)} + interval '1 day', ${publishedAt(`g % ${POSTS}`)} + interval '1 day',
             'bench' || g
        FROM generate_series(0, ${counts.shares - 1}) g`),
  );
  await timed(`clicks (${counts.clicks})`, () =>
    ex(sql`INSERT INTO share_click (company_id, share_id, fingerprint, clicked_at)
      SELECT ${companyId}, 'd0' || lpad(to_hex(g % ${counts.shares}), 22, '0'), 'f' || g,
             ${publishedAt(`(g % ${counts.shares}) % ${POSTS}`)} + interval '1 day 2 hours'
        FROM generate_series(0, ${counts.clicks - 1}) g`),
  );
  await timed(`points (${counts.points})`, () =>
    ex(sql`INSERT INTO point_ledger (id, company_id, user_id, points, reason, post_id, created_at)
      SELECT 'e0' || lpad(to_hex(g), 22, '0'), ${companyId}, ${user("g * 13")}, 10, 'share',
             ${postId(`g % ${POSTS}`)}, ${publishedAt(`g % ${POSTS}`)} + interval '1 day'
        FROM generate_series(0, ${counts.points - 1}) g`),
  );
  await timed("analyse", () => ex(sql`ANALYZE`));
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** The session cookie of a person signed in through the real routes. */
const signIn = async (base: string, email: string, password: string): Promise<string> =>
  (await signedInSession(base, email, password)).sessionCookie();

async function overHttp(scenario: string, url: string, cookie: string) {
  const check = await fetch(url, { headers: { cookie } });
  if (!check.ok) throw new Error(`${scenario}: ${check.status} ${await check.text()}`);
  const result = await autocannon({ url, headers: { cookie }, duration, connections });
  return {
    scenario,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.log(
  `load average at the start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} (2 cores shared)`,
);
const reused = typeof values.database === "string" ? values.database : undefined;
const { database, name, drop } = reused
  ? await (async () => {
      const url = new URL(adminUrl);
      url.pathname = `/${reused}`;
      return {
        database: await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 }),
        name: reused,
        drop: async () => console.log(`kept database ${reused} (reused)`),
      };
    })()
  : await createScratchPostgres(adminUrl, "chorus_analytics_bench");
const dataDir = await mkdtemp(join(tmpdir(), "chorus-analytics-bench-"));
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await timed("migrate", () => database.migrate());
  let company: { id: string; emailOf: (n: number) => string };
  let password = BENCH_PASSWORD;
  if (reused) {
    const [row] = (
      (await database.db.execute(
        sql`SELECT id, subdomain FROM company WHERE subdomain LIKE 'bench%' LIMIT 1`,
      )) as unknown as {
        rows: { id: string; subdomain: string }[];
      }
    ).rows;
    if (!row) throw new Error("no bench company in the reused database");
    const [user1] = (
      (await database.db.execute(
        sql`SELECT email FROM app_user WHERE company_id = ${row.id} AND email LIKE 'user1@%' LIMIT 1`,
      )) as unknown as { rows: { email: string }[] }
    ).rows;
    const domain = user1?.email.split("@")[1] ?? "";
    company = { id: row.id, emailOf: (n) => `user${n}@${domain}` };
    await timed("vacuum analyse", () => database.db.execute(sql`VACUUM ANALYZE`));
  } else {
    const data = await generate(database.db, { companies: 1, users: USERS, channels: CHANNELS, posts: 0 });
    password = data.password;
    const first = data.companies[0];
    if (!first) throw new Error("no company");
    company = first;
    const events = await timed("generated", () => generateEvents(database.db, first.id));
    console.log(`${POSTS} posts, ${events} events`);
    // The analyst: user3 analyses the first channel.
    await database.db.execute(sql`
      INSERT INTO channel_staff (company_id, channel_id, user_id, duty)
      SELECT ${first.id}, (SELECT id FROM channel WHERE company_id = ${first.id} ORDER BY id LIMIT 1), id, 'analyst'
        FROM app_user WHERE email = ${first.emailOf(3)}`);
    // The group admin: user4 administers a group that owns the first ten channels and every fifth user.
    await database.db.execute(sql`
      INSERT INTO user_group (id, company_id, name) VALUES ('a0' || lpad('1', 22, '0'), ${first.id}, 'Bench group')`);
    await database.db.execute(sql`
      UPDATE channel SET group_id = 'a0' || lpad('1', 22, '0')
       WHERE company_id = ${first.id} AND id IN (SELECT id FROM channel WHERE company_id = ${first.id} ORDER BY id LIMIT 10)`);
    await database.db.execute(sql`
      UPDATE app_user SET group_id = 'a0' || lpad('1', 22, '0')
       WHERE company_id = ${first.id} AND id IN (SELECT id FROM bench_user WHERE n % 5 = 0)`);
    await database.db.execute(sql`
      UPDATE app_user SET role = 'group_admin', group_id = 'a0' || lpad('1', 22, '0') WHERE email = ${first.emailOf(4)}`);
    await database.db.execute(sql`
      INSERT INTO group_admin (company_id, group_id, user_id)
      SELECT ${first.id}, 'a0' || lpad('1', 22, '0'), id FROM app_user WHERE email = ${first.emailOf(4)}`);
    await timed("rollups, first run (every event)", () => rollUpAnalytics(database.db));
    await database.db.execute(sql`VACUUM ANALYZE`);
  }
  await timed("rollups, a later run (the job's window: yesterday and today)", () =>
    rollUpAnalytics(database.db, new Date(Date.now() + 60_000)),
  );
  // As the job does after each run.
  await timed("vacuum of the rollups after the run (as the job does)", () => vacuumRollups(database.db));

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
  const base = `http://127.0.0.1:${address.port}/api/analytics`;
  const admin = await signIn(`http://127.0.0.1:${address.port}`, company.emailOf(1), password);
  const analyst = await signIn(`http://127.0.0.1:${address.port}`, company.emailOf(3), password);
  const groupAdmin = await signIn(`http://127.0.0.1:${address.port}`, company.emailOf(4), password);
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const month = `from=${day(29)}&to=${day(0)}`;
  const year = `from=${day(364)}&to=${day(0)}`;
  const results = [];
  console.log(`\n${duration} s per scenario, ${connections} connections`);
  results.push(await overHttp("overview, 30 days (admin)", `${base}/overview?${month}`, admin));
  results.push(await overHttp("overview, 365 days (admin)", `${base}/overview?${year}`, admin));
  results.push(await overHttp("overview, 30 days (channel analyst)", `${base}/overview?${month}`, analyst));
  results.push(await overHttp("overview, 365 days (channel analyst)", `${base}/overview?${year}`, analyst));
  results.push(await overHttp("overview, 30 days (group admin)", `${base}/overview?${month}`, groupAdmin));
  results.push(await overHttp("overview, 365 days (group admin)", `${base}/overview?${year}`, groupAdmin));
  results.push(await overHttp("posts page, 30 days, newest (admin)", `${base}/posts?${month}`, admin));
  results.push(
    await overHttp("posts page, 30 days, by EMV (admin)", `${base}/posts?${month}&sort=emv`, admin),
  );
  results.push(
    await overHttp("posts page, 365 days, by EMV (admin)", `${base}/posts?${year}&sort=emv`, admin),
  );
  results.push(
    await overHttp(
      "posts page, 30 days, by views (channel analyst)",
      `${base}/posts?${month}&sort=views`,
      analyst,
    ),
  );
  results.push(
    await overHttp(
      "posts page, 365 days, by views (channel analyst)",
      `${base}/posts?${year}&sort=views`,
      analyst,
    ),
  );
  results.push(
    await overHttp(
      "posts page, 30 days, by EMV (group admin)",
      `${base}/posts?${month}&sort=emv`,
      groupAdmin,
    ),
  );
  results.push(await overHttp("users page, 30 days, by shares (admin)", `${base}/users?${month}`, admin));
  results.push(await overHttp("users page, 365 days, by shares (admin)", `${base}/users?${year}`, admin));
  results.push(
    await overHttp("users page, 30 days, by shares (group admin)", `${base}/users?${month}`, groupAdmin),
  );
  results.push(
    await overHttp("insight per channel, 30 days (admin)", `${base}/insight/post/channel?${month}`, admin),
  );
  console.table(results);

  // The same reports in process, one at a time: the rollup reads and the JS around them, without
  // HTTP, sessions and the load generator (the figure to compare with the 100 ms target).
  const [adminRow] = (
    (await database.db.execute(
      sql`SELECT id FROM app_user WHERE email = ${company.emailOf(1)}`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const [analystRow] = (
    (await database.db.execute(
      sql`SELECT id FROM app_user WHERE email = ${company.emailOf(3)}`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const [groupAdminRow] = (
    (await database.db.execute(
      sql`SELECT id FROM app_user WHERE email = ${company.emailOf(4)}`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const ctxOf = (userId: string, role: "admin" | "sharer" | "group_admin"): RequestContext => ({
    db: database.db,
    companyId: company.id,
    actor: { userId, companyId: company.id, role, storedRole: role, sessionId: "bench" },
    log: app?.log as RequestContext["log"],
  });
  const asAdmin = ctxOf(adminRow?.id ?? "", "admin");
  const asAnalyst = ctxOf(analystRow?.id ?? "", "sharer");
  const asGroupAdmin = ctxOf(groupAdminRow?.id ?? "", "group_admin");
  const range = (ago: number) => ({ from: day(ago), to: day(0) });
  const page = { limit: 50, offset: 0, order: "desc" as const };
  const inProcess = async (scenario: string, work: () => Promise<unknown>) => {
    const times: number[] = [];
    const until = Date.now() + duration * 1000;
    while (Date.now() < until) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number((times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1));
    return { scenario, runs: times.length, "p50 ms": at(0.5), "p99 ms": at(0.99) };
  };
  const direct = [
    await inProcess("overview, 30 days (admin)", () => getOverview(asAdmin, range(29))),
    await inProcess("overview, 365 days (admin)", () => getOverview(asAdmin, range(364))),
    await inProcess("overview, 30 days (channel analyst)", () => getOverview(asAnalyst, range(29))),
    await inProcess("overview, 365 days (channel analyst)", () => getOverview(asAnalyst, range(364))),
    await inProcess("overview, 30 days (group admin)", () => getOverview(asGroupAdmin, range(29))),
    await inProcess("overview, 365 days (group admin)", () => getOverview(asGroupAdmin, range(364))),
    await inProcess("posts page, 30 days, newest (admin)", () =>
      getPostPage(asAdmin, { ...range(29), ...page, sort: "publishedAt" }),
    ),
    await inProcess("posts page, 30 days, by EMV (admin)", () =>
      getPostPage(asAdmin, { ...range(29), ...page, sort: "emv" }),
    ),
    await inProcess("posts page, 365 days, by EMV (admin)", () =>
      getPostPage(asAdmin, { ...range(364), ...page, sort: "emv" }),
    ),
    await inProcess("posts page, 30 days (channel analyst)", () =>
      getPostPage(asAnalyst, { ...range(29), ...page, sort: "views" }),
    ),
    await inProcess("posts page, 365 days, by views (channel analyst)", () =>
      getPostPage(asAnalyst, { ...range(364), ...page, sort: "views" }),
    ),
    await inProcess("posts page, 30 days, by EMV (group admin)", () =>
      getPostPage(asGroupAdmin, { ...range(29), ...page, sort: "emv" }),
    ),
    await inProcess("users page, 365 days (admin)", () =>
      getUserPage(asAdmin, { ...range(364), ...page, sort: "shares" }),
    ),
    await inProcess("users page, 30 days (group admin)", () =>
      getUserPage(asGroupAdmin, { ...range(29), ...page, sort: "shares" }),
    ),
    await inProcess("users page, 30 days (admin)", () =>
      getUserPage(asAdmin, { ...range(29), ...page, sort: "shares" }),
    ),
  ];
  console.log("\nin process, one request at a time:");
  console.table(direct);
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await app?.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  if (values.keep) console.log(`kept database ${name}`);
  else await drop();
}
