/**
 * GET /api/user at 100,000 users in one company: the route over real HTTP beside its own SQL (the
 * very query the repository runs, called in the same process), for the first page by name, a deep
 * keyset page, a search, and the points sort. Prints requests/s and p50/p99 for both.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/users.bench.ts [--users 100000] [--duration 5] [--concurrency 8]
 *   npx tsx bench/users.bench.ts --users 20000 --duration 2          # quick, on PGlite
 *
 * Database: a scratch PostgreSQL database next to DATABASE_URL (or a PGlite directory) with the
 * demo companies plus the generated users in Acme; removed at the end.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { userListQuerySchema } from "@chorus/shared/people/user-admin.contract";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { seedDemo } from "../apps/server/src/db/seed/demo.ts";
import { keysetPage } from "../apps/server/src/modules/people/keyset.repository.ts";
import {
  listUserRows,
  USER_SORT_KEYS,
  userFilter,
  userIdColumn,
} from "../apps/server/src/modules/people/user-admin.repository.ts";
import { BrowserSession, percentile } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    users: { type: "string", default: "100000" },
    duration: { type: "string", default: "5" },
    concurrency: { type: "string", default: "8" },
  },
});
const userCount = Number(values.users);
const duration = Number(values.duration) * 1000;
const concurrency = Number(values.concurrency);

async function openScratch(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    return {
      database: await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") }),
      drop: async () => undefined,
    };
  return createScratchPostgres(adminUrl, "chorus_bench_users");
}

/** The users, made by the database itself: names from small lists, points and dates spread out. */
async function addUsers(database: Database, companyId: string, groupId: string, count: number) {
  await database.db.execute(sql`
    insert into app_user (id, company_id, email, first_name, last_name, role, group_id, star, coin, is_fresh, created_at)
    select 'eeee' || lpad(to_hex(n), 20, '0'), ${companyId}, 'bench' || n || '@acme.example',
      (array['Anna','Ben','Carla','David','Elif','Felix','Greta','Hugo','Ines','Jan'])[1 + n % 10] || n % 997,
      (array['Smith','Jones','Berg','Rossi','Novak','Kim','Dubois','Weber','Tanaka','Grant'])[1 + (n / 10) % 10],
      'sharer', ${groupId}, (n * 7919) % 5000, 0, false, now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n`);
  await database.db.execute(sql`analyze app_user`);
}

async function measure(label: string, once: () => Promise<void>) {
  const latencies: number[] = [];
  const end = Date.now() + duration;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms`,
  );
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-bench-users-"));
  const { database, drop } = await openScratch(dataDir);
  await database.migrate();
  await seedDemo(database.db, { uploadsDir: join(dataDir, "uploads") });
  const [acme] = await rowsOf<{ id: string }>(
    database.db.execute(sql`select id from company where subdomain = 'acme'`),
  );
  const [group] = await rowsOf<{ id: string }>(
    database.db.execute(sql`select id from user_group where company_id = ${acme!.id} order by name limit 1`),
  );
  const t0 = Date.now();
  await addUsers(database, acme!.id, group!.id, userCount);
  console.log(`${userCount} users added to Acme in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const app = await buildApp(loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir }), {
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const ada = new BrowserSession(address);
    await ada.call("GET", "/api/session");
    const signIn = await ada.call("POST", "/auth/password", {
      email: "ada@acme.example",
      password: "Sunny-Harbor-2026",
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    await ada.call("GET", "/api/session");

    // A deep cursor: the row half-way through the name order.
    const [middle] = await rowsOf<{ id: string; key: string }>(
      database.db.execute(sql`select id, lower(first_name || ' ' || last_name) as key from app_user
        where company_id = ${acme!.id} and is_active order by 2, 1 offset ${Math.floor(userCount / 2)} limit 1`),
    );
    const scenarios: [string, Record<string, string>][] = [
      ["first page by name", {}],
      ["keyset page half-way by name", { fromId: middle!.id, lastSortValue: middle!.key }],
      ["search 'greta' by name", { searchTerm: "greta" }],
      ["search 'bench4242' (one e-mail)", { searchTerm: "bench4242@" }],
      ["first page by points (desc)", { sortAttr: "points", sortReverse: "true" }],
    ];
    console.log(
      `GET /api/user, page 50, ${concurrency} in flight, ${duration / 1000} s each, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    for (const [label, query] of scenarios) {
      const search = new URLSearchParams({ pageSize: "50", ...query }).toString();
      await measure(`route: ${label}`, async () => {
        const response = await ada.call("GET", `/api/user?${search}`);
        if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      });
      const parsed = userListQuerySchema.parse({ pageSize: "50", ...query });
      const { key, kind } = USER_SORT_KEYS[parsed.sortAttr];
      const where = userFilter(acme!.id, parsed, undefined, new Date());
      const { after, orderBy } = keysetPage(key, userIdColumn, kind, parsed.sortReverse, parsed);
      await measure(`  its SQL alone`, async () => {
        await listUserRows(database.db, where, { key, after, orderBy, limit: 51 });
      });
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
