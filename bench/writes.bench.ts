/**
 * Write throughput through the real routes on PostgreSQL: many signed-in people liking posts of
 * their feed (new likes only), then liking and unliking them (`POST /api/like/{postId}`,
 * `POST /api/unlike/{postId}`), then sharing them generically (`POST /api/share`, media `generic`),
 * N requests in flight. Afterwards the counters
 * are checked against the rows, exactly:
 *
 * - every post's `like_count` equals its `post_like` rows, and the rows are exactly the likes the
 *   last acknowledged answer of each person left (a like answered 2xx is there, an unlike gone);
 * - every post's generic `shareCount` equals its shared generic `share` rows, and as many rows were
 *   added as shares were acknowledged.
 *
 *   npm run build -w @chorus/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/writes.bench.ts \
 *     [--users 100] [--duration 15] [--processes 1] [--posts 2000] [--port 3400]
 *
 * The app runs compiled, in its own process(es) (`--processes N` behind a round-robin proxy, one
 * process reached directly), so the load generator does not share its event loop; the load's
 * requests go over keep-alive `node:http` connections (lean-http.ts), not fetch. Each phase prints
 * the CPU per request of the app, of this load generator and of the PostgreSQL backends serving the
 * scratch database, so a run says which of the three the cost lands on. The scratch database is
 * dropped at the end.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type pg from "pg";
import { type AppProcess, assertServerBuilt, cpuSecondsOf, startApp, stopApp } from "./app-process.ts";
import { generate } from "./generate.ts";
import { type BrowserSession, percentile } from "./http-session.ts";
import { leanAgent, leanCall } from "./lean-http.ts";
import { backendCpu, backendCpuUsed } from "./postgres-cpu.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";
import { benchAppEnv, roundRobinProxy, signInPerson, withClient } from "./signed-in-load.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: true,
  options: {
    users: { type: "string", default: "100" },
    duration: { type: "string", default: "15" },
    processes: { type: "string", default: "1" },
    posts: { type: "string", default: "2000" },
    port: { type: "string", default: "3400" },
    /** The scratch database's name prefix (each helper of a shared machine keeps to its own). */
    "db-prefix": { type: "string", default: "chorus_bench_writes" },
  },
});
const people = Number(values.users);
const durationMs = Number(values.duration) * 1000;
const processes = Number(values.processes);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("DATABASE_URL (PostgreSQL) is required: the targets are PostgreSQL's");

/** A share point for the generic network, as a published post offers it; the count starts at 0. */
const GENERIC_ENTRY = { sharePoint: 5, commentSet: [], shareCount: 0, shareStatus: "not shared" };
/** The company's SharingPoint for the generic network: the first share of a post by a person earns it. */
const GENERIC_SHARING_POINT = { Name: "Generic", SharingPoint: 5, authEnabled: false };

interface Person {
  userId: string;
  session: BrowserSession;
  posts: { _id: string; canShare: boolean }[];
  /** The like state each post was left in by the last acknowledged answer. */
  liked: Map<string, boolean>;
}

interface Tally {
  latencies: number[];
  errors: Map<string, number>;
}

const newTally = (): Tally => ({ latencies: [], errors: new Map() });

/** Pages of 50 posts each person's list is read from. */
const FEED_PAGES = 12;

async function signIn(base: string, email: string): Promise<Person> {
  const { session, userId } = await signInPerson(base, email);
  const posts: Person["posts"] = [];
  let cursor: string | null = null;
  // Pages of the person's own feed (posts they may read, as the feed offers them): enough posts that
  // the likes-only phase never runs out of posts to like (~30 likes/s per person for 15 s).
  for (let page = 0; page < FEED_PAGES; page++) {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const response = await session.call("GET", `/api/post3?type=published&pageSize=50${after}`);
    const body = (await response.json()) as {
      postList: { _id: string; abilities?: { canShare?: boolean } }[];
      nextCursor: string | null;
    };
    for (const p of body.postList) posts.push({ _id: p._id, canShare: p.abilities?.canShare === true });
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  if (posts.length === 0) throw new Error(`${email} reads no posts`);
  return { userId, session, posts, liked: new Map() };
}

/** One request, its time and, when it failed, its status counted under `label`; true when acknowledged. */
async function timed(
  tally: Tally,
  label: string,
  person: Person,
  method: string,
  path: string,
  body?: unknown,
): Promise<boolean> {
  const answer = await leanCall(agent, person.session, method, path, body);
  tally.latencies.push(answer.ms);
  if (!answer.ok) {
    const key = `${label} ${answer.status || "no answer"}`;
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
  }
  return answer.ok;
}

/** The load's keep-alive connections, one per person in flight. */
const agent: http.Agent = leanAgent(people);

/**
 * New likes only: each person likes the posts of their list one after the other, none twice, so every
 * request adds a row and raises a counter (the target's "likes/s", with no unlike in the mix).
 * True when the person liked every post of the list before the end (the rate is then understated).
 */
async function newLikesLoop(person: Person, end: number, likes: Tally): Promise<boolean> {
  for (const post of person.posts) {
    if (Date.now() >= end) return false;
    if (await timed(likes, "like", person, "POST", `/api/like/${post._id}`)) person.liked.set(post._id, true);
  }
  return true;
}

/** Likes in a row before the same posts are unliked again. */
const PASS = 5;

/**
 * Each person walks their posts five at a time: likes them, unlikes the same five, likes the next
 * five, and so on, so likes and unlikes of many people hit the same posts at the same time.
 */
async function likeLoop(person: Person, end: number, likes: Tally, unlikes: Tally) {
  for (let step = 0; Date.now() < end; step++) {
    const liking = Math.floor(step / PASS) % 2 === 0;
    const index = (Math.floor(step / (2 * PASS)) * PASS + (step % PASS)) % person.posts.length;
    const post = person.posts[index] as Person["posts"][number];
    const path = liking ? `/api/like/${post._id}` : `/api/unlike/${post._id}`;
    const acknowledged = await timed(
      liking ? likes : unlikes,
      liking ? "like" : "unlike",
      person,
      "POST",
      path,
    );
    if (acknowledged) person.liked.set(post._id, liking);
  }
}

async function shareLoop(person: Person, end: number, shares: Tally): Promise<number> {
  const shareable = person.posts.filter((p) => p.canShare);
  let acknowledged = 0;
  let index = 0;
  while (Date.now() < end && shareable.length > 0) {
    const post = shareable[index++ % shareable.length] as Person["posts"][number];
    const answered = await timed(shares, "POST share", person, "POST", "/api/share", {
      postId: post._id,
      media: "generic",
      comment: "",
    });
    if (answered) acknowledged += 1;
  }
  return acknowledged;
}

/** CPU seconds a phase used: the app process(es), this load generator, the scratch database's backends. */
interface PhaseCpu {
  app: number;
  client: number;
  postgres: number;
}

function report(label: string, tally: Tally, seconds: number, cpu?: PhaseCpu) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const errors = [...tally.errors.values()].reduce((a, b) => a + b, 0);
  const perRequest = (cpuSeconds: number) => ((cpuSeconds * 1000) / Math.max(1, sorted.length)).toFixed(2);
  console.log(
    `${label.padEnd(22)} ${(sorted.length / seconds).toFixed(0).padStart(7)}/s   p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   requests ${sorted.length}   errors ${errors}${errors ? ` (${[...tally.errors].map(([k, n]) => `${k} ×${n}`).join(", ")})` : ""}${cpu === undefined ? "" : `   app CPU ${perRequest(cpu.app)} ms/request (${(sorted.length / Math.max(cpu.app, 0.001)).toFixed(0)} per app CPU second)`}`,
  );
  if (cpu)
    console.log(
      `${"".padEnd(22)} CPU per request: app ${perRequest(cpu.app)} ms, PostgreSQL backends ${perRequest(cpu.postgres)} ms, load generator ${perRequest(cpu.client)} ms`,
    );
}

async function main() {
  assertServerBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-writes-"));
  const scratch = await createScratchPostgres(adminUrl as string, values["db-prefix"]);
  const url = new URL(adminUrl as string);
  url.pathname = `/${scratch.name}`;
  const connectionString = url.toString();
  const apps: AppProcess[] = [];
  let proxy: { port: number; close: () => void } | undefined;
  try {
    await scratch.database.migrate();
    const generated = await generate(scratch.database.db, {
      companies: 1,
      users: people + 1,
      channels: 20,
      posts: Number(values.posts),
    });
    await scratch.database.close();
    const company = generated.companies[0];
    if (!company) throw new Error("no company generated");
    await withClient(connectionString, async (c) => {
      await c.query("update post set socnet_set = jsonb_build_object('generic', $1::jsonb)", [
        JSON.stringify(GENERIC_ENTRY),
      ]);
      // The generic share earns points, so each first share of a post runs the award and the ledger.
      await c.query("update company set socnet_ordered_set = socnet_ordered_set || $1::jsonb", [
        JSON.stringify([GENERIC_SHARING_POINT]),
      ]);
    });
    const env = benchAppEnv(connectionString, dataDir);
    for (let i = 0; i < processes; i++) apps.push(await startApp(Number(values.port) + i, env));
    // One process is reached directly: a proxy would add its hops and its CPU to every request.
    if (processes > 1) proxy = await roundRobinProxy(() => apps.map((a) => a.port));
    const base = `http://127.0.0.1:${proxy ? proxy.port : apps[0]?.port}`;

    const persons: Person[] = [];
    for (let i = 0; i < people; i += 10) {
      const batch = Array.from({ length: Math.min(10, people - i) }, (_, k) =>
        signIn(base, company.emailOf(i + k + 2)),
      );
      persons.push(...(await Promise.all(batch)));
    }
    const sharesBefore = await withClient(connectionString, async (c) =>
      Number((await c.query("select count(*) from share")).rows[0].count),
    );
    const pointsBefore = await withClient(connectionString, pointSums);
    console.log(
      `${people} people in flight, ${durationMs / 1000} s per phase, ${processes} app process(es), PostgreSQL, ${Number(values.posts)} posts`,
    );

    const appCpu = () => apps.reduce((sum, app) => sum + cpuSecondsOf(app), 0);
    const reading = async () => ({
      app: appCpu(),
      client: process.cpuUsage(),
      postgres: await backendCpu(adminUrl as string, scratch.name),
    });
    const used = async (before: Awaited<ReturnType<typeof reading>>): Promise<PhaseCpu> => {
      const after = await reading();
      const client = process.cpuUsage(before.client);
      return {
        app: after.app - before.app,
        client: (client.user + client.system) / 1e6,
        postgres: backendCpuUsed(before.postgres, after.postgres),
      };
    };
    const newLikes = newTally();
    let cpuBefore = await reading();
    let started = Date.now();
    let end = started + durationMs;
    const ranOut = (await Promise.all(persons.map((p) => newLikesLoop(p, end, newLikes)))).filter(
      Boolean,
    ).length;
    let seconds = (Date.now() - started) / 1000;
    let cpuUsed = await used(cpuBefore);
    report("like (new likes only)", newLikes, seconds, cpuUsed);
    if (ranOut > 0)
      console.log(
        `  ${ranOut} people liked every post of their list before the end: the rate is understated`,
      );

    const likes = newTally();
    const unlikes = newTally();
    cpuBefore = await reading();
    started = Date.now();
    end = started + durationMs;
    await Promise.all(persons.map((p) => likeLoop(p, end, likes, unlikes)));
    seconds = (Date.now() - started) / 1000;
    cpuUsed = await used(cpuBefore);
    report(
      "like + unlike",
      {
        latencies: [...likes.latencies, ...unlikes.latencies],
        errors: new Map([...likes.errors, ...unlikes.errors]),
      },
      seconds,
      cpuUsed,
    );
    report("  of which like", likes, seconds);
    report("  of which unlike", unlikes, seconds);

    const shares = newTally();
    cpuBefore = await reading();
    started = Date.now();
    end = started + durationMs;
    const acknowledgedShares = (await Promise.all(persons.map((p) => shareLoop(p, end, shares)))).reduce(
      (a, b) => a + b,
      0,
    );
    seconds = (Date.now() - started) / 1000;
    cpuUsed = await used(cpuBefore);
    report("generic share", shares, seconds, cpuUsed);

    const check = await exactness(connectionString, persons, sharesBefore);
    const points = await pointsExactness(connectionString, pointsBefore);
    console.log(
      `likes: ${check.likeRows} rows; posts whose like_count differs from its rows: ${check.likeCountMismatches}; acknowledged likes missing: ${check.likesMissing}, rows an acknowledged unlike removed still there: ${check.likesExtra}`,
    );
    console.log(
      `generic shares: ${acknowledgedShares} acknowledged, ${check.shareRowsAdded} rows added; posts whose shareCount differs from its rows: ${check.shareCountMismatches}`,
    );
    console.log(
      `points: ${points.awards} awards (first shares of a post), ledger +${points.ledger}, totals +${points.stars}, month rollup +${points.rollup}, expected +${points.expected}`,
    );
    const exact =
      points.exact &&
      check.likeCountMismatches === 0 &&
      check.likesMissing === 0 &&
      check.likesExtra === 0 &&
      check.shareCountMismatches === 0 &&
      check.shareRowsAdded === acknowledgedShares;
    console.log(exact ? "counts exact" : "COUNTS NOT EXACT");
    if (!exact) process.exitCode = 1;
  } finally {
    proxy?.close();
    agent.destroy();
    await Promise.all(apps.map(stopApp));
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function exactness(connectionString: string, persons: Person[], sharesBefore: number) {
  return withClient(connectionString, async (c) => {
    const likeCountMismatches = Number(
      (
        await c.query(`select count(*) from post p
          where p.like_count <> (select count(*) from post_like l where l.company_id = p.company_id and l.post_id = p.id)`)
      ).rows[0].count,
    );
    const rows = await c.query("select post_id || ':' || user_id as key from post_like");
    const present = new Set(rows.rows.map((r: { key: string }) => r.key));
    let likesMissing = 0;
    let likesExtra = 0;
    for (const person of persons)
      for (const [postId, liked] of person.liked) {
        const there = present.has(`${postId}:${person.userId}`);
        if (liked && !there) likesMissing += 1;
        if (!liked && there) likesExtra += 1;
      }
    const shareCountMismatches = Number(
      (
        await c.query(`select count(*) from post p
          where coalesce((p.socnet_set -> 'generic' ->> 'shareCount')::int, 0) <>
            (select count(*) from share s where s.company_id = p.company_id and s.post_id = p.id
              and s.media = 'generic' and s.status = 'shared')`)
      ).rows[0].count,
    );
    const shareRowsAdded = Number((await c.query("select count(*) from share")).rows[0].count) - sharesBefore;
    return {
      likeRows: present.size,
      likeCountMismatches,
      likesMissing,
      likesExtra,
      shareCountMismatches,
      shareRowsAdded,
    };
  });
}

/** Sums the points are checked on: the users' Stars, the ledger, the monthly rollup, the awards. */
async function pointSums(c: pg.Client) {
  const one = async (text: string) => Number((await c.query(text)).rows[0].n ?? 0);
  return {
    stars: await one("select coalesce(sum(star), 0) as n from app_user"),
    ledger: await one("select coalesce(sum(points), 0) as n from point_ledger"),
    rollup: await one("select coalesce(sum(points), 0) as n from point_rollup where span = 'month'"),
    awards: await one("select count(*) as n from share_point_award where media = 'generic'"),
    awardedPoints: await one(
      "select coalesce(sum(points), 0) as n from share_point_award where media = 'generic'",
    ),
  };
}

/**
 * Every generic award earned its SharingPoint exactly once, and the users' Stars, the ledger and
 * the monthly rollup all grew by exactly the points awarded during the run.
 */
async function pointsExactness(connectionString: string, before: Awaited<ReturnType<typeof pointSums>>) {
  const after = await withClient(connectionString, pointSums);
  const expected = after.awardedPoints - before.awardedPoints;
  const grown = {
    stars: after.stars - before.stars,
    ledger: after.ledger - before.ledger,
    rollup: after.rollup - before.rollup,
  };
  return {
    awards: after.awards - before.awards,
    expected,
    ...grown,
    exact:
      expected === (after.awards - before.awards) * GENERIC_SHARING_POINT.SharingPoint &&
      grown.stars === expected &&
      grown.ledger === expected &&
      grown.rollup === expected,
  };
}

await main();
