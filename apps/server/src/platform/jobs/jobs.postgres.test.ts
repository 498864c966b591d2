import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, openDatabase } from "../../db/client.ts";
import { defineJob } from "./job.ts";
import { createJobs, type Jobs, type SendOptions } from "./jobs.ts";

/**
 * Exactly-once across processes needs a real server (PGlite has one connection): two job queues
 * on the same PostgreSQL database, as two app processes would run them.
 */
const url = process.env.TEST_DATABASE_URL;
const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: "silent",
  silent() {},
};
type Send = (name: string, payload: unknown, options?: SendOptions) => Promise<string | null>;

const runs: { key: string; worker: string }[] = [];
const jobFor = (worker: string) =>
  defineJob({
    name: "test.once",
    payload: z.object({ key: z.string() }),
    async handler(_ctx, payload) {
      runs.push({ key: payload.key, worker });
      await new Promise((r) => setTimeout(r, 20));
    },
  });

describe.runIf(url)("jobs on PostgreSQL: two processes", () => {
  let database: Database;
  let a: Jobs;
  let b: Jobs;
  beforeAll(async () => {
    database = await openDatabase({ kind: "postgres", url: url as string, poolSize: 2 });
    a = createJobs(database, {
      log: silent as never,
      pollingIntervalSeconds: 0.5,
      definitions: [jobFor("a") as never],
    });
    b = createJobs(database, {
      log: silent as never,
      pollingIntervalSeconds: 0.5,
      definitions: [jobFor("b") as never],
    });
    await Promise.all([a.start(), b.start()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it("runs each job exactly once (SKIP LOCKED), whichever process sends it", async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `job-${Date.now()}-${i}`);
    const past = new Date(Date.now() - 1000);
    for (const [i, key] of keys.entries()) {
      const sender = (i % 2 === 0 ? a : b).send.bind(i % 2 === 0 ? a : b) as unknown as Send;
      await sender("test.once", { key }, { startAfter: past, singletonKey: key });
      // The other process sending the same singleton is a no-op.
      const other = (i % 2 === 0 ? b : a).send.bind(i % 2 === 0 ? b : a) as unknown as Send;
      expect(await other("test.once", { key }, { startAfter: past, singletonKey: key })).toBeNull();
    }
    const deadline = Date.now() + 30_000;
    const done = () => keys.every((key) => runs.some((run) => run.key === key));
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 2000));
    for (const key of keys) expect(runs.filter((run) => run.key === key)).toHaveLength(1);
  }, 60_000);
});
