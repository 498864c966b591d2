/**
 * The signed-in feed loaded at a phone's size in Debian's Chromium, unthrottled, with the main
 * thread's work read from a performance trace: how long its tasks take in all, how much of that is in
 * long tasks, and style, layout and paint. Lighthouse's phone score multiplies each task by four and
 * simulates a slow line, and moves ±8 from run to run on a shared machine; these figures are what
 * its Total Blocking Time is made of, measured, so a change to the first screen can be judged.
 *
 *   npx tsx bench/phone-load.bench.ts                      # apps/web/dist, 5 loads
 *   npx tsx bench/phone-load.bench.ts --web-dist /tmp/before --web-dist apps/web/dist --runs 7
 *
 * Each `--web-dist` (a built web app: `npm run build -w @chorus/web`, copied aside for a before)
 * gets its own compiled server on a fresh demo database (PGlite); the loads alternate between them,
 * so a busy moment of the machine falls on both. Needs the server built (`npm run build -w
 * @chorus/server`). Prints each load and the medians.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import puppeteer from "puppeteer-core";
import { type AppProcess, assertServerBuilt, startApp, stopApp } from "./app-process.ts";
import { signedInSession } from "./http-session.ts";

const { values: args } = parseArgs({
  options: {
    "web-dist": { type: "string", multiple: true, default: ["apps/web/dist"] },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "3660" },
    "settle-ms": { type: "string", default: "4000" },
  },
});
const RUNS = Number(args.runs);
const SETTLE_MS = Number(args["settle-ms"]);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
];
const READER = { email: "emma@acme.example", password: "Sunny-Harbor-2026" };
/** Lighthouse's phone: a Moto G Power's screen. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LONG_TASK_MS = 50;
/** Lighthouse's phone preset slows the CPU four times (simulated). */
const PHONE_CPU_SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs): `dur` is wall time, preemption included. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; processId?: number } };
}

interface Load {
  /** Every main-thread task of the load, wall time in ms: includes the time the thread waited for a core. */
  tasksWall: number;
  /** The same tasks' CPU time: what the page itself costs. */
  tasksCpu: number;
  /** Tasks over 50 ms of CPU. */
  longTasks: number;
  /** Σ (CPU − 50 ms) over those tasks, unthrottled. */
  blocking: number;
  /**
   * Σ (4 × CPU − 50 ms) over all tasks: Lighthouse's phone preset multiplies each task's time by four
   * (it takes wall time, so on a busy machine preemption is multiplied too; this is without it).
   */
  blockingAt4x: number;
  /**
   * CPU spent re-parsing scripts for source positions (`V8.CollectSourcePositions`) because a
   * DevTools client is attached: with the Runtime domain on, an Error's construction records a
   * detailed stack, and React DOM builds its Suspense sentinel errors while its module (one 500 KB
   * function) and the vendor chunk's top level are on the stack, so both are parsed again. Lighthouse
   * and this bench attach one; a reader's browser does not (a load traced at start-up without a
   * DevTools client shows none of it).
   */
  devtoolsReparse: number;
  /** Σ (4 × CPU − 50 ms) with each task's re-parse for DevTools taken out: what a reader's phone would pay. */
  blockingAt4xWithoutReparse: number;
  style: number;
  layout: number;
  paint: number;
  fcp: number;
  lcp: number;
  cards: number;
}

/** The reader signed in through the real routes; the cookies go into each load's Chromium. */
const signIn = async (base: string): Promise<Map<string, string>> =>
  (await signedInSession(base, READER.email, READER.password)).cookies;

/** The page's renderer main thread: the one that parsed the page's HTML. */
function pageMainThread(events: TraceEvent[], base: string): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === "ParseHTML" && JSON.stringify(e.args ?? {}).includes(base));
  if (!parse) throw new Error("the trace holds no parse of the page");
  return { pid: parse.pid, tid: parse.tid };
}

function sumOf(events: TraceEvent[], names: string[]): number {
  return events
    .filter((e) => names.includes(e.name))
    .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
}

const blockingAt4x = (tasks: number[]): number =>
  tasks.reduce((sum, d) => sum + Math.max(0, d * PHONE_CPU_SLOWDOWN - LONG_TASK_MS), 0);

/** The events not inside another of the list (a re-parse can be asked for while one runs). */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  return events.filter(
    (e) =>
      !events.some((o) => o !== e && o.ts <= e.ts && end(o) >= end(e) && (o.ts < e.ts || end(o) > end(e))),
  );
}

/** One load in a fresh Chromium (no cache, service worker or JIT state from an earlier load). */
async function loadOnce(base: string, cookies: Map<string, string>): Promise<Load> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    await page.setCookie(...[...cookies].map(([name, value]) => ({ name, value, url: base })));
    await page.setViewport(PHONE);
    await page.tracing.start({
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-v8.compile",
      ],
    });
    await page.goto(`${base}/`, { waitUntil: "load" });
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number; cards: number }>((done) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            done({
              fcp,
              lcp: entries[entries.length - 1]?.startTime ?? 0,
              cards: document.querySelectorAll("main article").length,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    const raw = await page.tracing.stop();
    const events = (JSON.parse(Buffer.from(raw ?? []).toString("utf8")) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const main = pageMainThread(events, base);
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
    const runTasks = onMain.filter((e) => e.name === "RunTask");
    const tasks = runTasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
    const reparses = outermost(onMain.filter((e) => e.name === "V8.CollectSourcePositions"));
    const reparseIn = (task: TraceEvent) =>
      reparses
        .filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
        .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
    const tasksWithoutReparse = runTasks.map((e, i) => (tasks[i] ?? 0) - reparseIn(e));
    return {
      tasksWall: runTasks.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0),
      tasksCpu: tasks.reduce((a, b) => a + b, 0),
      longTasks: tasks.filter((d) => d > LONG_TASK_MS).length,
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
      blockingAt4x: blockingAt4x(tasks),
      devtoolsReparse: reparses.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0),
      blockingAt4xWithoutReparse: blockingAt4x(tasksWithoutReparse),
      style: sumOf(onMain, ["UpdateLayoutTree"]),
      layout: sumOf(onMain, ["Layout"]),
      paint: sumOf(onMain, ["Paint", "PrePaint", "Layerize"]),
      ...paints,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const COLUMNS: [keyof Load, string][] = [
  ["tasksWall", "tasks wall ms"],
  ["tasksCpu", "tasks CPU ms"],
  ["longTasks", "long tasks"],
  ["blocking", "Σ over 50 ms"],
  ["blockingAt4x", "Σ over 50 ms at 4×"],
  ["devtoolsReparse", "re-parse for DevTools ms"],
  ["blockingAt4xWithoutReparse", "Σ at 4× without it"],
  ["style", "style ms"],
  ["layout", "layout ms"],
  ["paint", "paint ms"],
  ["fcp", "FCP ms"],
  ["lcp", "LCP ms"],
  ["cards", "cards drawn"],
];

assertServerBuilt();
const builds = (args["web-dist"] ?? []).map((dir) => resolve(dir));
const apps: { dist: string; base: string; app: AppProcess; dataDir: string; cookies: Map<string, string> }[] =
  [];
try {
  for (const [index, dist] of builds.entries()) {
    const port = Number(args.port) + index;
    const dataDir = mkdtempSync(join(tmpdir(), "chorus-phone-load-"));
    const app = await startApp(port, {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: dist,
    });
    const base = `http://localhost:${port}`;
    apps.push({ dist, base, app, dataDir, cookies: await signIn(base) });
  }
  // One load each first: the server's JIT and Chromium's caches of the binary warm up.
  for (const { base, cookies } of apps) await loadOnce(base, cookies);
  const loads = new Map<string, Load[]>(apps.map(({ dist }) => [dist, []]));
  for (let run = 0; run < RUNS; run++)
    for (const { dist, base, cookies } of apps) {
      const load = await loadOnce(base, cookies);
      loads.get(dist)?.push(load);
      console.log(
        `${dist} #${run + 1}: ${COLUMNS.map(([key, label]) => `${label} ${Math.round(load[key])}`).join(", ")}`,
      );
    }
  console.log(
    `\nThe feed at ${PHONE.width}×${PHONE.height}, signed in, unthrottled: medians of ${RUNS} loads`,
  );
  console.log(`| build | ${COLUMNS.map(([, label]) => label).join(" | ")} |`);
  console.log(`|---|${COLUMNS.map(() => "---").join("|")}|`);
  for (const [dist, ofBuild] of loads)
    console.log(
      `| ${dist} | ${COLUMNS.map(([key]) => Math.round(median(ofBuild.map((load) => load[key])))).join(" | ")} |`,
    );
} finally {
  for (const { app, dataDir } of apps) {
    await stopApp(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
