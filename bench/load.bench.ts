/**
 * Mixed load of signed-in people against real app processes on PostgreSQL, with optional faults:
 * each virtual user signs in, then loops over open feed, scroll, open a post, like, comment, share
 * (generic) and search. Reports per action: count, errors, p50/p99. Every write the app
 * acknowledged (2xx) is remembered and looked up in the database afterwards: none may be missing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/load.bench.ts \
 *     [--users 200] [--duration 60] [--processes 2] [--fault none|kill|pg-restart|pg-terminate] [--port 3400]
 *     [--db-prefix chorus_bench_load]
 *
 * `--processes N` starts N app processes behind one address (a round-robin TCP proxy in this
 * script), so sessions, CSRF, jobs and rate limits are exercised across processes; they listen on
 * `--port` and the ports after it.
 * `--fault kill` SIGKILLs one app process in the middle of the run and starts it again;
 * `--fault pg-restart` restarts PostgreSQL in the middle of the run (pg_ctlcluster; needs root and
 * a local cluster — it interrupts every other user of that server); `--fault pg-terminate` ends every
 * connection to the scratch database from the server side (pg_terminate_backend: the same error
 * the app sees when PostgreSQL restarts, without touching other databases). Errors during a fault are
 * expected and counted apart; lost acknowledged writes never are.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type AppProcess, assertServerBuilt, startApp, stopApp } from "./app-process.ts";
import { generate } from "./generate.ts";
import { percentile } from "./http-session.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";
import {
  type Answer,
  benchAppEnv,
  roundRobinProxy,
  signInPerson,
  timedCall,
  withClient,
} from "./signed-in-load.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: true,
  options: {
    users: { type: "string", default: "200" },
    duration: { type: "string", default: "60" },
    processes: { type: "string", default: "2" },
    fault: { type: "string", default: "none" },
    posts: { type: "string", default: "5000" },
    port: { type: "string", default: "3400" },
    /** The scratch database's name prefix (each helper of a shared machine keeps to its own). */
    "db-prefix": { type: "string", default: "chorus_bench_load" },
  },
});
const virtualUsers = Number(values.users);
const durationMs = Number(values.duration) * 1000;
const processes = Number(values.processes);
const fault = values.fault as "none" | "kill" | "pg-restart" | "pg-terminate";
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("DATABASE_URL (PostgreSQL) is required: the load runs against real processes");
if (!["none", "kill", "pg-restart", "pg-terminate"].includes(fault))
  throw new Error(`unknown --fault ${fault}`);

const ACTIONS = ["feed", "scroll", "open post", "like", "comment", "share", "search"] as const;
type Action = (typeof ACTIONS)[number];
/** How often each action is picked: reading dominates, as in a real feed. */
const WEIGHTS: Record<Action, number> = {
  feed: 30,
  scroll: 15,
  "open post": 15,
  like: 15,
  comment: 8,
  share: 7,
  search: 10,
};
const SEARCH_TERMS = ["webinar", "launch", "team", "customer", "4242"];

interface Outcome {
  latencies: number[];
  errors: number;
  /** Errors while a fault was in progress (the process down, PostgreSQL restarting). */
  faultErrors: number;
}
const outcomes = Object.fromEntries(
  ACTIONS.map((a) => [a, { latencies: [], errors: 0, faultErrors: 0 } as Outcome]),
) as Record<Action, Outcome>;
/** Status codes of the failures that were not a fault's, to tell a refusal from a bug. */
const failureStatuses = new Map<string, number>();
const acknowledged = { likes: new Set<string>(), comments: new Set<string>(), shares: 0 };
let faultInProgress = false;
/** The scratch database's name, for the pg-terminate fault. */
let scratchName = "";

function pick(random: () => number): Action {
  const total = ACTIONS.reduce((sum, a) => sum + WEIGHTS[a], 0);
  let roll = random() * total;
  for (const action of ACTIONS) {
    roll -= WEIGHTS[action];
    if (roll < 0) return action;
  }
  return "feed";
}

function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

interface FeedPost {
  _id: string;
  abilities?: { canShare?: boolean };
}

/** One person: signs in, then acts until the end of the run. */
async function virtualUser(base: string, email: string, seed: number, end: number) {
  const random = prng(seed);
  const { session: me, userId } = await signInPerson(base, email);
  let posts: FeedPost[] = [];
  let cursor: string | null = null;

  while (Date.now() < end) {
    const action = pick(random);
    const post = posts.length > 0 ? posts[Math.floor(random() * posts.length)] : undefined;
    let answer: Answer;
    switch (action) {
      case "feed":
      case "scroll": {
        const after = action === "scroll" && cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        answer = await timedCall(me, "GET", `/api/post3?type=published&pageSize=20${after}`);
        if (answer.ok) {
          const page = JSON.parse(answer.text) as { postList: FeedPost[]; nextCursor: string | null };
          if (action === "feed") posts = page.postList;
          cursor = page.nextCursor;
        }
        break;
      }
      case "search": {
        const q = SEARCH_TERMS[Math.floor(random() * SEARCH_TERMS.length)];
        answer = await timedCall(me, "GET", `/api/post3?type=published&pageSize=20&q=${q}`);
        break;
      }
      case "open post": {
        if (!post) continue;
        answer = await timedCall(me, "GET", `/api/post3/${post._id}`);
        break;
      }
      case "like": {
        if (!post) continue;
        answer = await timedCall(me, "POST", `/api/like/${post._id}`);
        if (answer.ok) acknowledged.likes.add(`${post._id}:${userId}`);
        break;
      }
      case "comment": {
        if (!post) continue;
        answer = await timedCall(me, "POST", "/api/comment", {
          objectId: post._id,
          objectType: "post",
          text: `Load comment ${seed}-${Math.floor(random() * 1e9)}`,
        });
        if (answer.ok)
          acknowledged.comments.add((JSON.parse(answer.text) as { comment: { id: string } }).comment.id);
        break;
      }
      case "share": {
        // Only what the card offers to share (a poll or an unshareable post has no share button).
        const shareable = posts.filter((p) => p.abilities?.canShare);
        const target = shareable[Math.floor(random() * shareable.length)];
        if (!target) continue;
        answer = await timedCall(me, "POST", "/api/share", {
          postId: target._id,
          media: "generic",
          comment: "",
        });
        if (answer.ok) acknowledged.shares += 1;
        break;
      }
    }
    record(action, answer);
  }
}

/** The answer's time, and its failure counted apart when a fault was in progress. */
function record(action: Action, answer: Answer) {
  const outcome = outcomes[action];
  outcome.latencies.push(answer.ms);
  if (answer.ok) return;
  if (faultInProgress) outcome.faultErrors += 1;
  else {
    outcome.errors += 1;
    const key = `${action} ${answer.status || "no answer"}`;
    failureStatuses.set(key, (failureStatuses.get(key) ?? 0) + 1);
  }
}

async function main() {
  assertServerBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-load-"));
  const scratch = await createScratchPostgres(adminUrl as string, values["db-prefix"]);
  scratchName = scratch.name;
  await scratch.database.migrate();
  const generated = await generate(scratch.database.db, {
    companies: 1,
    users: Math.max(virtualUsers + 1, 50),
    channels: 20,
    posts: Number(values.posts),
  });
  await scratch.database.close();
  const company = generated.companies[0];
  if (!company) throw new Error("no company generated");
  const url = new URL(adminUrl as string);
  url.pathname = `/${scratch.name}`;
  const env = benchAppEnv(url.toString(), dataDir);
  const apps: AppProcess[] = [];
  for (let i = 0; i < processes; i++) apps.push(await startApp(Number(values.port) + i, env));
  const proxy = await roundRobinProxy(() => apps.filter((a) => a.alive).map((a) => a.port));
  // Signing in by e-mail finds the company; no subdomain needed (and *.localhost needs no resolver).
  const base = `http://127.0.0.1:${proxy.port}`;
  const sharesBefore = await countShares(url.toString());

  console.log(
    `${virtualUsers} people, ${durationMs / 1000} s, ${processes} app process(es) behind one address, PostgreSQL, fault: ${fault}`,
  );
  const end = Date.now() + durationMs;
  const faultRun = scheduleFault(apps, env, end - durationMs / 2);
  const people = Array.from({ length: virtualUsers }, (_, i) =>
    virtualUser(base, company.emailOf(i + 2), i + 1, end).catch((error: unknown) => {
      console.error(`person ${i + 2} stopped: ${(error as Error).message}`);
    }),
  );
  await Promise.all(people);
  await faultRun;

  console.log("action       count  errors  during fault   p50 ms   p99 ms");
  for (const action of ACTIONS) {
    const { latencies, errors, faultErrors } = outcomes[action];
    latencies.sort((a, b) => a - b);
    console.log(
      `${action.padEnd(11)} ${String(latencies.length).padStart(6)} ${String(errors).padStart(7)} ${String(faultErrors).padStart(14)} ${percentile(latencies, 50).toFixed(1).padStart(8)} ${percentile(latencies, 99).toFixed(1).padStart(8)}`,
    );
  }
  if (failureStatuses.size > 0)
    console.log(`failures outside faults: ${[...failureStatuses].map(([k, n]) => `${k} ×${n}`).join(", ")}`);
  const lost = await lostWrites(url.toString(), sharesBefore);
  console.log(
    `acknowledged writes: ${acknowledged.likes.size} likes, ${acknowledged.comments.size} comments, ${acknowledged.shares} shares; missing afterwards: ${lost.likes} likes, ${lost.comments} comments, ${lost.shares} shares`,
  );
  const errors = ACTIONS.reduce((sum, a) => sum + outcomes[a].errors, 0);
  if (errors > 0 || lost.likes + lost.comments + lost.shares > 0) process.exitCode = 1;

  proxy.close();
  await Promise.all(apps.map(stopApp));
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}

/** The fault, half-way through; `faultInProgress` covers the outage until the app answers again. */
async function scheduleFault(apps: AppProcess[], env: Record<string, string>, at: number) {
  if (fault === "none") return;
  await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
  faultInProgress = true;
  const started = performance.now();
  if (fault === "kill") {
    const victim = apps[0] as AppProcess;
    victim.child.kill("SIGKILL");
    await new Promise((r) => setTimeout(r, 200));
    apps[0] = await startApp(victim.port, env);
  } else {
    if (fault === "pg-restart") {
      const cluster = readdirSync("/etc/postgresql")[0] ?? "15";
      execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", "restart"]);
    } else {
      const ended = await withClient(adminUrl as string, (c) =>
        c.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [scratchName],
        ),
      );
      console.log(`fault pg-terminate: ended ${ended.rowCount} connections of ${scratchName}`);
    }
    for (const app of apps) {
      while (
        app.alive &&
        !(await fetch(`http://127.0.0.1:${app.port}/readyz`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        await new Promise((r) => setTimeout(r, 100));
      if (!app.alive) {
        // A process that died of the fault is a failure of the app, not of the run.
        console.log(`fault ${fault}: the app process on :${app.port} DIED`);
        process.exitCode = 1;
      }
    }
  }
  // In-flight requests of the outage finish (or fail) within a second of the recovery.
  await new Promise((r) => setTimeout(r, 1000));
  faultInProgress = false;
  console.log(`fault ${fault}: the app answered again after ${Math.round(performance.now() - started)} ms`);
}

const countShares = (connectionString: string) =>
  withClient(connectionString, async (c) =>
    Number((await c.query("select count(*) from share")).rows[0].count),
  );

/** Acknowledged writes not in the database (likes may be undone only by an unlike, which the load never sends). */
async function lostWrites(connectionString: string, sharesBefore: number) {
  return withClient(connectionString, async (c) => {
    const likeRows = await c.query("select post_id || ':' || user_id as key from post_like");
    const likes = new Set(likeRows.rows.map((r: { key: string }) => r.key));
    const commentRows = await c.query("select id from comment where id = any($1)", [
      [...acknowledged.comments],
    ]);
    const shares = Number((await c.query("select count(*) from share")).rows[0].count) - sharesBefore;
    return {
      likes: [...acknowledged.likes].filter((key) => !likes.has(key)).length,
      comments: acknowledged.comments.size - (commentRows.rowCount ?? 0),
      shares: Math.max(0, acknowledged.shares - shares),
    };
  });
}

await main();
