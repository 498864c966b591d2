/**
 * Lighthouse on the feed, signed in as a reader (emma), against Debian's Chromium: performance,
 * accessibility and best practices with the desktop preset and Lighthouse's default (a mid-range
 * phone on a throttled 4G line). Lighthouse 12 has no PWA category any more; installability is
 * checked with Chromium's own criteria instead (`Page.getInstallabilityErrors`, the ones the old PWA
 * audit used) once the service worker controls the page.
 *
 *   npx tsx bench/lighthouse.bench.ts            # builds the web, `npm start` on a scratch PGlite
 *   LIGHTHOUSE_PORT=3650 npx tsx bench/lighthouse.bench.ts
 *   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_REPORT_DIR=/tmp/lh npx tsx bench/lighthouse.bench.ts
 *
 * LIGHTHOUSE_RUNS audits each preset that many times (the table shows each run and the median);
 * LIGHTHOUSE_REPORT_DIR keeps every run's full JSON report there (which elements shift, the LCP
 * element, the long tasks…) and the trace of the load it observed (`<preset>-<n>.trace.json`: the
 * unthrottled tasks its simulation scales, for a trace viewer or a script).
 *
 * Exits 1 when a score is under the target (95) or the app is not installable.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from "lighthouse";
import puppeteer from "puppeteer-core";
import { demoAppEnv } from "./app-process.ts";
import { signedInSession } from "./http-session.ts";

const TARGET = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3170);
const base = `http://localhost:${port}`;
const root = new URL("..", import.meta.url).pathname;
const READER = { email: "emma@acme.example", password: "Sunny-Harbor-2026" };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** `LIGHTHOUSE_PRESETS=mobile` audits the phone only (a quicker loop while working on it). */
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? "desktop,mobile")
  .split(",")
  .filter((preset): preset is "desktop" | "mobile" => preset === "desktop" || preset === "mobile");
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];

/** `npm start` as a deployment runs it: compiled server, built web, a fresh seeded embedded database. */
function startApp(dataDir: string): ChildProcess {
  return spawn(process.execPath, [join(root, "scripts/start.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...demoAppEnv(base, dataDir), PORT: String(port) },
  });
}

async function waitForHealth(deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${base}/healthz within ${deadlineMs / 1000} s`);
}

/** Signs in through the real routes; the cookies it sets go into each Chromium profile. */
const signIn = async (): Promise<string[]> =>
  (await signedInSession(base, READER.email, READER.password)).cookieList();

/** A fresh Chromium profile holding the reader's cookies, as after a sign-in in that browser. */
async function launchSignedIn(cookies: string[]): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.setCookie(
    ...cookies.map((cookie) => {
      const [name = "", ...value] = cookie.split("=");
      return { name, value: value.join("="), url: base };
    }),
  );
  await page.close();
  await browser.disconnect();
  return chrome;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

interface Run {
  preset: "desktop" | "mobile";
  scores: Record<string, number>;
  /** Audits that cost points, for whoever has to fix them. */
  losses: string[];
  metrics: string;
  /** Lighthouse's runtime error when it could not record the load (the scores are then zeros). */
  traceFailed?: string;
}

/** One Lighthouse run in a fresh Chromium profile (no service worker or cache from an earlier run). */
async function audit(preset: Run["preset"], cookies: string[], runIndex: number): Promise<Run> {
  const chrome = await launchSignedIn(cookies);
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The profile is new for each run; a reset would only sign the reader out.
      disableStorageReset: true,
    };
    const result = (await lighthouse(`${base}/`, flags, preset === "desktop" ? desktopConfig : undefined)) as
      | RunnerResult
      | undefined;
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `${preset}-${runIndex + 1}.json`), JSON.stringify(result.lhr));
      // The load's own trace (the observed run the simulation scales): its tasks, unthrottled.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace)
        writeFileSync(join(REPORT_DIR, `${preset}-${runIndex + 1}.trace.json`), JSON.stringify(trace));
    }
    if (new URL(finalDisplayedUrl).pathname !== "/")
      throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not the feed (signed out?)`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    const losses = CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => `${id}: ${a?.id} (${a?.displayValue ?? a?.score})`),
    );
    const metric = (id: string) => audits[id]?.displayValue ?? "?";
    const metrics = `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`;
    return { preset, scores, losses, metrics, traceFailed: result.lhr.runtimeError?.code };
  } finally {
    chrome.kill();
  }
}

/** Loads the feed twice in a signed-in Chromium, unmeasured, so the audits meet a warm server. */
async function warmUp(cookies: string[]): Promise<void> {
  const chrome = await launchSignedIn(cookies);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    // Not `networkidle0`: the page keeps its event stream open.
    for (let i = 0; i < 2; i++) {
      await page.goto(`${base}/`, { waitUntil: "load" });
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes fails to record the page load's trace (`NO_NAVSTART`: "Please run Lighthouse
 * again"); such a run measured nothing, so it is run again (twice at most) and the retry is printed.
 */
async function auditRetryingTraceFailures(preset: Run["preset"], cookies: string[], runIndex: number) {
  for (let attempt = 1; ; attempt++) {
    const run = await audit(preset, cookies, runIndex);
    if (!run.traceFailed || attempt === 3) return run;
    console.log(
      `${preset} run ${runIndex + 1}: Lighthouse recorded no trace (${run.traceFailed}); run again`,
    );
  }
}

/** Chromium's own installability verdict on the feed, once the service worker has taken the page. */
async function installability(cookies: string[]): Promise<string[]> {
  const chrome = await launchSignedIn(cookies);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise((_, reject) => setTimeout(() => reject(new Error("no service worker")), 15_000)),
      ]),
    );
    const session = await page.createCDPSession();
    const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
    return installabilityErrors.map(
      (e) => `${e.errorId}${e.errorArguments.map((a) => ` ${a.name}=${a.value}`).join("")}`,
    );
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

// Always this tree's web build: `npm start` rebuilds only when sources are newer than the last build.
const build = spawnSync("npm", ["run", "build", "-w", "@chorus/web"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) throw new Error("the web build failed");

const dataDir = mkdtempSync(join(tmpdir(), "chorus-lighthouse-"));
const app = startApp(dataDir);
try {
  // `npm start` may build the server first.
  await waitForHealth(600_000);
  const cookies = await signIn();
  const runs: Run[] = [];
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
  // A deployed server has served pages before: the first audit should not measure its JIT warming up.
  await warmUp(cookies);
  for (const preset of PRESETS)
    for (let i = 0; i < RUNS; i++) runs.push(await auditRetryingTraceFailures(preset, cookies, i));
  const loadAfter = loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
  const installErrors = await installability(cookies);

  console.log(`\nLighthouse ${CATEGORIES.join(", ")} on the feed (${base}/, signed in as a sharer):`);
  console.log(`| preset | ${CATEGORIES.join(" | ")} |`);
  console.log(`|---|${CATEGORIES.map(() => "---").join("|")}|`);
  for (const run of runs)
    console.log(`| ${run.preset} | ${CATEGORIES.map((id) => run.scores[id]).join(" | ")} |`);
  if (RUNS > 1)
    for (const preset of PRESETS) {
      const ofPreset = runs.filter((run) => run.preset === preset);
      console.log(
        `| ${preset} (median) | ${CATEGORIES.map((id) => median(ofPreset.map((r) => r.scores[id] ?? 0))).join(" | ")} |`,
      );
    }
  for (const run of runs) console.log(`${run.preset}: ${run.metrics}`);
  console.log(`load average (1, 5, 15 min) before the audits: ${loadBefore}; after: ${loadAfter}`);
  for (const run of runs) for (const loss of run.losses) console.log(`  ${run.preset} loses on ${loss}`);
  console.log(
    installErrors.length === 0
      ? "installable (PWA): yes — Chromium reports no installability error; the service worker controls the feed"
      : `installable (PWA): no — ${installErrors.join("; ")}`,
  );
  const under = runs.some((run) => CATEGORIES.some((id) => (run.scores[id] ?? 0) < TARGET));
  if (under || installErrors.length > 0) process.exitCode = 1;
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
