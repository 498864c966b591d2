/**
 * What drawing the feed's first screen on the server costs (issues 15 and 16; the server's
 * platform/first-screen.ts): the signed-in `GET /` page with and without it, and the drawing
 * alone. Runs the compiled server and the web's build (`npm run build`), each mode on its own
 * scratch seeded PGlite.
 *
 *   npx tsx bench/first-screen.bench.ts            # 40 pages a mode
 *   npx tsx bench/first-screen.bench.ts --pages 100
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type BootData, FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import type { FirstScreenRequest, RenderFirstScreen } from "@chorus/shared/boot/first-screen";
import { assertServerBuilt, demoAppEnv, startApp, stopApp } from "./app-process.ts";
import { percentile, signedInSession } from "./http-session.ts";

const root = new URL("..", import.meta.url).pathname;
const ENTRY = join(root, "apps/web/dist-server/entry-server.js");
const PHONE =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const READER = { email: "emma@acme.example", password: "Sunny-Harbor-2026" };

const { values } = parseArgs({ options: { pages: { type: "string", default: "40" } } });
const PAGES = Math.max(5, Number(values.pages));

interface Timings {
  p50: number;
  p99: number;
}
const summary = (times: number[]): Timings => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const ms = (value: number) => value.toFixed(1);

/** The signed-in feed's page, loaded `PAGES` times in turn by a phone: time to its last byte. */
async function pageLoads(serverRender: boolean, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "chorus-first-screen-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const app = await startApp(port, {
    ...demoAppEnv(base, dataDir),
    WEB_DIST_DIR: join(root, "apps/web/dist"),
    SERVER_RENDER: String(serverRender),
  });
  try {
    const session = await signedInSession(base, READER.email, READER.password);
    const load = async () => {
      const started = performance.now();
      const answer = await fetch(`${base}/`, {
        headers: { cookie: session.cookieHeader(), "user-agent": PHONE },
      });
      const html = await answer.text();
      return { time: performance.now() - started, html };
    };
    // Warm: the first pages load the code of the screens and the texts.
    for (let i = 0; i < 5; i++) await load();
    const times: number[] = [];
    let drawn = 0;
    let bytes = 0;
    for (let i = 0; i < PAGES; i++) {
      const { time, html } = await load();
      times.push(time);
      bytes = html.length;
      if (html.includes("data-first-screen=")) drawn++;
    }
    // The answers the page carries, for the drawing alone below.
    const bootData: BootData = {};
    for (const path of FEED_BOOT_PATHS) {
      const answer = await session.call("GET", path);
      bootData[path] = { body: await answer.text(), headers: { "content-type": "application/json" } };
    }
    return { page: summary(times), drawn, bytes, bootData };
  } finally {
    await stopApp(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The drawing alone, in this process, from the same answers: what the server's main thread spends on it. */
async function drawings(bootData: BootData): Promise<Timings> {
  // React's production build, as the server runs it (NODE_ENV is read when React loads, below).
  process.env.NODE_ENV = "production";
  const { renderFirstScreen } = (await import(ENTRY)) as { renderFirstScreen: RenderFirstScreen };
  const request: FirstScreenRequest = {
    url: "http://localhost/",
    bootData,
    hints: {
      location: { protocol: "http:", hostname: "localhost", port: "" },
      wide: false,
      languages: ["en-US"],
    },
    sanitize: (html) => html,
    loadTexts: async () => null,
  };
  for (let i = 0; i < 5; i++) await renderFirstScreen(request);
  const times: number[] = [];
  for (let i = 0; i < PAGES; i++) {
    const started = performance.now();
    const screen = await renderFirstScreen(request);
    times.push(performance.now() - started);
    if (!screen) throw new Error("the first screen was not drawn");
  }
  return summary(times);
}

async function main() {
  assertServerBuilt();
  if (!existsSync(ENTRY)) throw new Error("build the web app first: npm run build -w @chorus/web");
  const before = loadavg();
  const drawn = await pageLoads(true, 3671);
  const plain = await pageLoads(false, 3672);
  const drawing = await drawings(drawn.bootData);
  console.log(`\nThe signed-in feed's page, ${PAGES} loads in turn by a phone (time to the last byte):\n`);
  console.log("| page | p50 ms | p99 ms | bytes | first screen drawn |");
  console.log("|---|---|---|---|---|");
  console.log(
    `| drawn by the server | ${ms(drawn.page.p50)} | ${ms(drawn.page.p99)} | ${drawn.bytes} | ${drawn.drawn}/${PAGES} |`,
  );
  console.log(
    `| SERVER_RENDER=false | ${ms(plain.page.p50)} | ${ms(plain.page.p99)} | ${plain.bytes} | ${plain.drawn}/${PAGES} |`,
  );
  console.log(
    `\nThe drawing alone (renderFirstScreen, 10 cards): p50 ${ms(drawing.p50)} ms, p99 ${ms(drawing.p99)} ms`,
  );
  console.log(
    `load average before: ${before.map((l) => l.toFixed(2)).join(", ")}; after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
}

await main();
