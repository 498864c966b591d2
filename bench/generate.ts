/**
 * Bench data generator: companies, users, channels, subscriptions and posts (with post_channel
 * rows) at a chosen size, written in large batches. Run it alone to fill a database:
 *
 *   npx tsx bench/generate.ts --posts 100000 --users 1000 --channels 100 [--companies 1] [--pglite DIR]
 *
 * With DATABASE_URL set it writes to that PostgreSQL database, otherwise to a PGlite directory.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { type Database, type Db, openDatabase } from "../apps/server/src/db/client.ts";
import { hashPassword } from "../apps/server/src/lib/password-hash.ts";

export interface GenerateSizes {
  companies: number;
  /** Per company. */
  users: number;
  /** Per company. */
  channels: number;
  /** Per company. */
  posts: number;
}

export interface GeneratedCompany {
  id: string;
  subdomain: string;
  /** Users are user1@…, user2@…; user1 is an admin, the others sharers. */
  emailOf: (n: number) => string;
}

export interface GenerateResult {
  companies: GeneratedCompany[];
  password: string;
  rows: number;
  ms: number;
}

export const BENCH_PASSWORD = "Bench-Harbor-2026";
export const DEFAULT_SIZES: GenerateSizes = { companies: 1, users: 1000, channels: 100, posts: 20_000 };

/** Rows per statement: one JSON parameter each, so the batch size is bounded by memory only. */
const BATCH = 5000;
const DAY_MS = 86_400_000;
const TYPES = ["article", "link", "image", "video", "document", "survey"] as const;
const WORDS = (
  "quarterly results customer launch team office product release hiring event webinar partner growth " +
  "security platform roadmap sustainability award milestone update report strategy market region deal"
).split(" ");

/** mulberry32: a tiny seeded PRNG so two runs write the same shape of data. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** 24-hex ids whose first 8 hex digits are the row's time; a run tag and a counter keep them unique. */
function idFactory(runTag: string) {
  let counter = 0;
  return (atMs: number) => {
    counter += 1;
    return (
      Math.floor(atMs / 1000)
        .toString(16)
        .padStart(8, "0") +
      runTag +
      counter.toString(16).padStart(6, "0")
    );
  };
}

type Column = readonly [name: string, type: string];

/** INSERT … SELECT FROM jsonb_to_recordset($1): one round trip and one parameter per batch. */
async function insertBatches(db: Db, table: string, columns: readonly Column[], rows: readonly unknown[][]) {
  const names = columns.map(([name]) => name).join(", ");
  const definition = columns.map(([name, type]) => `${name} ${type}`).join(", ");
  for (let start = 0; start < rows.length; start += BATCH) {
    const objects = rows.slice(start, start + BATCH).map((row) => {
      const object: Record<string, unknown> = {};
      columns.forEach(([name], i) => {
        object[name] = row[i];
      });
      return object;
    });
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${sql.param(JSON.stringify(objects))}::jsonb) as x(${sql.raw(definition)})`,
    );
  }
}

export async function generate(
  db: Db,
  sizes: GenerateSizes,
  log: (line: string) => void = () => {},
): Promise<GenerateResult> {
  const started = Date.now();
  const random = prng(4242);
  const runTag = started.toString(16).slice(-10).padStart(10, "0");
  const newId = idFactory(runTag);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = Date.now();
  const companies: GeneratedCompany[] = [];
  let rows = 0;

  for (let c = 1; c <= sizes.companies; c++) {
    const subdomain = `bench${c}-${runTag.slice(-6)}`;
    const domain = `${subdomain}.bench.example`;
    const companyId = newId(now - 400 * DAY_MS);
    await insertBatches(
      db,
      "company",
      [
        ["id", "varchar"],
        ["name", "text"],
        ["subdomain", "text"],
        ["domain_set", "text[]"],
        ["created_at", "timestamptz"],
      ],
      [[companyId, `Bench ${c}`, subdomain, [domain], new Date(now - 400 * DAY_MS).toISOString()]],
    );

    const userIds: string[] = [];
    const users: unknown[][] = [];
    for (let u = 1; u <= sizes.users; u++) {
      const createdAt = now - random.int(30, 390) * DAY_MS;
      const id = newId(createdAt);
      userIds.push(id);
      users.push([
        id,
        companyId,
        `user${u}@${domain}`,
        passwordHash,
        `First${u}`,
        `Last${u}`,
        u === 1 ? "admin" : "sharer",
        false,
        random.int(0, 900),
        u % 5 === 0 ? ["en", "de"] : [],
        new Date(createdAt).toISOString(),
      ]);
    }
    await insertBatches(
      db,
      "app_user",
      [
        ["id", "varchar"],
        ["company_id", "varchar"],
        ["email", "text"],
        ["password_hash", "text"],
        ["first_name", "text"],
        ["last_name", "text"],
        ["role", "text"],
        ["is_fresh", "boolean"],
        ["star", "integer"],
        ["read_language_list", "text[]"],
        ["created_at", "timestamptz"],
      ],
      users,
    );

    const channelIds: string[] = [];
    const channels: unknown[][] = [];
    for (let k = 1; k <= sizes.channels; k++) {
      const createdAt = now - 395 * DAY_MS + k * 60_000;
      const id = newId(createdAt);
      channelIds.push(id);
      channels.push([
        id,
        companyId,
        `Channel ${k}`,
        k % 17 === 0,
        k === 1,
        userIds[0],
        new Date(createdAt).toISOString(),
      ]);
    }
    await insertBatches(
      db,
      "channel",
      [
        ["id", "varchar"],
        ["company_id", "varchar"],
        ["name", "text"],
        ["is_private", "boolean"],
        ["is_mandatory", "boolean"],
        ["created_by", "varchar"],
        ["created_at", "timestamptz"],
      ],
      channels,
    );

    // Each user follows about 40% of the channels (the DESIGN measurement's shape).
    const subscriptions: unknown[][] = [];
    const subscribedAt = new Date(now - 20 * DAY_MS).toISOString();
    for (const userId of userIds) {
      for (const channelId of channelIds) {
        if (random.next() < 0.4) subscriptions.push([companyId, channelId, userId, subscribedAt]);
      }
    }
    await insertBatches(
      db,
      "channel_subscription",
      [
        ["company_id", "varchar"],
        ["channel_id", "varchar"],
        ["user_id", "varchar"],
        ["subscribed_at", "timestamptz"],
      ],
      subscriptions,
    );
    rows += 1 + users.length + channels.length + subscriptions.length;
    log(
      `company ${subdomain}: ${users.length} users, ${channels.length} channels, ${subscriptions.length} subscriptions`,
    );

    rows += await generatePosts(db, sizes.posts, { companyId, userIds, channelIds, newId, random, now });
    log(`company ${subdomain}: ${sizes.posts} posts`);
    companies.push({ id: companyId, subdomain, emailOf: (n) => `user${n}@${domain}` });
  }
  // VACUUM sets the visibility map as autovacuum would on a live database: without it the feed's
  // index-only walks fetch every heap row and measure a state production does not stay in.
  await db.execute(sql`vacuum analyze`);
  return { companies, password: BENCH_PASSWORD, rows, ms: Date.now() - started };
}

interface PostContext {
  companyId: string;
  userIds: string[];
  channelIds: string[];
  newId: (atMs: number) => string;
  random: ReturnType<typeof prng>;
  now: number;
}

async function generatePosts(db: Db, count: number, ctx: PostContext): Promise<number> {
  const { random, now } = ctx;
  const postColumns: Column[] = [
    ["id", "varchar"],
    ["company_id", "varchar"],
    ["type", "text"],
    ["title", "text"],
    ["body", "text"],
    ["html_body", "text"],
    ["lang", "text"],
    ["created_by", "varchar"],
    ["comment_count", "integer"],
    ["like_count", "integer"],
    ["image_metadata_list", "jsonb"],
    ["created_at", "timestamptz"],
    ["updated_at", "timestamptz"],
  ];
  const channelColumns: Column[] = [
    ["company_id", "varchar"],
    ["post_id", "varchar"],
    ["channel_id", "varchar"],
    ["status", "text"],
    ["published_at", "timestamptz"],
    ["archived_at", "timestamptz"],
    ["scheduled_at", "timestamptz"],
    ["lang", "text"],
  ];
  let written = 0;
  // Posts are written oldest first, spread over a year.
  const step = (365 * DAY_MS) / Math.max(1, count);
  for (let start = 0; start < count; start += BATCH) {
    const posts: unknown[][] = [];
    const postChannels: unknown[][] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const createdAt = Math.floor(now - 365 * DAY_MS + i * step);
      const id = ctx.newId(createdAt);
      const roll = random.next();
      const lang = roll < 0.85 ? "en" : roll < 0.93 ? "de" : "fr";
      const w = (n: number) => WORDS[(i * 7 + n * 13 + (i >> n)) % WORDS.length];
      const title = `${w(1)} ${w(2)} ${w(3)} ${i}`;
      const body = `The ${w(4)} ${w(5)} for the ${w(6)} team is ready: ${w(7)} and ${w(8)} in one place.`;
      const iso = new Date(createdAt).toISOString();
      posts.push([
        id,
        ctx.companyId,
        TYPES[i % TYPES.length],
        title,
        body,
        `<p>${body}</p>`,
        lang,
        ctx.userIds[random.int(0, Math.min(ctx.userIds.length, 50) - 1)],
        0,
        0,
        [{ url: "/images/bench.jpg", width: 1200, height: 675, hasError: false }],
        iso,
        iso,
      ]);
      const channelCount = random.next() < 0.6 ? 1 : random.next() < 0.75 ? 2 : 3;
      const used = new Set<string>();
      for (let k = 0; k < channelCount; k++) {
        const channelId = ctx.channelIds[random.int(0, ctx.channelIds.length - 1)]!;
        if (used.has(channelId)) continue;
        used.add(channelId);
        const s = random.next();
        const publishedAt = new Date(createdAt + 60_000).toISOString();
        if (s < 0.9)
          postChannels.push([ctx.companyId, id, channelId, "published", publishedAt, null, null, lang]);
        else if (s < 0.95) {
          const archivedAt = new Date(Math.min(createdAt + 14 * DAY_MS, now - 1000)).toISOString();
          postChannels.push([ctx.companyId, id, channelId, "archived", publishedAt, archivedAt, null, lang]);
        } else postChannels.push([ctx.companyId, id, channelId, "proposed", null, null, null, lang]);
      }
    }
    await insertBatches(db, "post", postColumns, posts);
    await insertBatches(db, "post_channel", channelColumns, postChannels);
    written += posts.length + postChannels.length;
  }
  return written;
}

/** PGlite directory or DATABASE_URL, as the CLI and the bench pick them. */
export async function openBenchDatabase(pgliteDir: string | undefined): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: "postgres", url })
    : await openDatabase({ kind: "pglite", dataDir: pgliteDir ?? "./data/bench-pglite" });
  await database.migrate();
  return database;
}

export function parseSizes(args: string[]): {
  sizes: GenerateSizes;
  pglite: string | undefined;
} {
  const { values } = parseArgs({
    args,
    strict: false,
    options: {
      companies: { type: "string" },
      users: { type: "string" },
      channels: { type: "string" },
      posts: { type: "string" },
      pglite: { type: "string" },
    },
  });
  const num = (value: unknown, fallback: number) => {
    const n = typeof value === "string" ? Number(value) : Number.NaN;
    if (value !== undefined && (!Number.isInteger(n) || n < 1))
      throw new Error(`not a positive integer: ${String(value)}`);
    return value === undefined ? fallback : n;
  };
  const sizes: GenerateSizes = {
    companies: num(values.companies, DEFAULT_SIZES.companies),
    users: num(values.users, DEFAULT_SIZES.users),
    channels: num(values.channels, DEFAULT_SIZES.channels),
    posts: num(values.posts, DEFAULT_SIZES.posts),
  };
  return { sizes, pglite: typeof values.pglite === "string" ? values.pglite : undefined };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { sizes, pglite } = parseSizes(process.argv.slice(2));
  const database = await openBenchDatabase(pglite);
  try {
    const result = await generate(database.db, sizes, (line) => console.log(line));
    console.log(`${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s (${database.kind})`);
    for (const c of result.companies) console.log(`sign in as ${c.emailOf(2)} / ${result.password}`);
  } finally {
    await database.close();
  }
}
