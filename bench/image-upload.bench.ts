/**
 * Image upload and resize throughput: POST /api/media/image with a ~1.5 MB JPEG (sniff, sharp
 * metadata, EXIF strip by re-encoding, store, insert), then the `post` variant of every upload
 * rendered cold (first request: read, resize, write the cache) and cached (second request).
 *
 *   npx tsx bench/image-upload.bench.ts [--uploads 40] [--concurrency 4]
 *
 * Runs the real app on a scratch PGlite database and a scratch upload directory (both removed at
 * the end). Prints uploads/s with p50/p99, and variant renders/s cold vs cached with p50/p99.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { generate } from "./generate.ts";
import { signedInSession } from "./http-session.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: { uploads: { type: "string", default: "40" }, concurrency: { type: "string", default: "4" } },
});
const uploads = Number(values.uploads);
const concurrency = Number(values.concurrency);

/** Noise barely compresses, so the side decides the size: grow it until the JPEG passes 1.5 MB. */
async function jpegOfAbout(bytes: number): Promise<Buffer> {
  for (let side = 700; side <= 2048; side += 50) {
    const jpeg = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    if (jpeg.length >= bytes) return jpeg;
  }
  throw new Error("could not make a large enough JPEG");
}

/** Session cookie plus CSRF cookie and token, as the browser holds them after sign-in. */
async function signIn(base: string, email: string, password: string) {
  const session = await signedInSession(base, email, password);
  return { cookie: session.cookieHeader(), csrf: session.csrf };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `count` jobs, `concurrency` at a time; answers throughput and latency percentiles. */
async function run(count: number, job: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await job(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const dir = await mkdtemp(join(tmpdir(), "chorus-image-bench-"));
const database = await openDatabase({ kind: "pglite", dataDir: join(dir, "pglite") });
await database.migrate();
const data = await generate(database.db, { companies: 1, users: 10, channels: 2, posts: 10 });
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: dir,
  WEB_DIST_DIR: "/nonexistent",
  SEED_DEMO: "false",
});
const app = await buildApp(config, { database, logger: false });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
try {
  const company = data.companies[0];
  if (!company) throw new Error("no company generated");
  const { cookie, csrf } = await signIn(address, company.emailOf(2), data.password);
  const jpeg = await jpegOfAbout(1.5 * 1_048_576);
  console.log(
    `JPEG ${(jpeg.length / 1_048_576).toFixed(2)} MB, ${uploads} uploads, concurrency ${concurrency}`,
  );

  const keys: string[] = [];
  const upload = await run(uploads, async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
    const response = await fetch(`${address}/api/media/image`, {
      method: "POST",
      body: form,
      headers: { cookie, "x-csrf-token": csrf },
    });
    if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { url: string };
    // The key without its signature: the sized route is fetched with the session below.
    keys.push(body.url.replace(/^\/images\//, "").split("?")[0] ?? "");
  });
  const variant = (label: string) => async (i: number) => {
    const response = await fetch(`${address}/media/post/${keys[i]}`, { headers: { cookie } });
    if (!response.ok || response.headers.get("x-media-cache") !== label)
      throw new Error(`variant ${label}: ${response.status}`);
    await response.arrayBuffer();
  };
  const cold = await run(keys.length, variant("miss"));
  const cached = await run(keys.length, variant("hit"));

  const row = (name: string, r: { perSecond: number; p50: number; p99: number }, unit: string) =>
    `${name.padEnd(32)} ${r.perSecond.toFixed(1).padStart(8)} ${unit}/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms`;
  console.log(row("POST /api/media/image (1.5 MB)", upload, "uploads"));
  console.log(row("GET /media/post/… cold", cold, "renders"));
  console.log(row("GET /media/post/… cached", cached, "renders"));
} finally {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
