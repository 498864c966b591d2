import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { eventually, jobStates } from "../../test/job-states.ts";
import { postgresSuite, postgresUnavailable, scratchPostgres } from "../../test/postgres.ts";
import { defineJob } from "./job.ts";
import { createJobs, type Jobs, type SendOptions } from "./jobs.ts";

/**
 * Exactly-once across processes needs a real server (PGlite has one connection): two job queues
 * on the same PostgreSQL database, as two app processes would run them.
 */
const unavailable = await postgresUnavailable();
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

describe.skipIf(unavailable)(postgresSuite("jobs on PostgreSQL: two processes", unavailable), () => {
  let database: Database;
  let a: Jobs;
  let b: Jobs;
  beforeAll(async () => {
    // A database of this file's own: no other test run's workers take its jobs.
    database = await scratchPostgres(2);
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
    // Once all thirty jobs have completed, no worker of either process can run one again.
    const states = await eventually(
      () => jobStates(database.db, "test.once"),
      (all) => all.length === keys.length && all.every((state) => state === "completed"),
      30_000,
    );
    expect(states).toEqual(keys.map(() => "completed"));
    for (const key of keys) expect(runs.filter((run) => run.key === key)).toHaveLength(1);
  }, 60_000);
});
