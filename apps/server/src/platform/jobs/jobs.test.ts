import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { eventually, jobStates } from "../../test/job-states.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { defineJob } from "./job.ts";
import { createJobs, type Jobs, jobIdFor, type SendOptions } from "./jobs.ts";

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
const sendOf = (jobs: Jobs) => jobs.send.bind(jobs) as unknown as Send;

const runs: string[] = [];
const recordJob = defineJob({
  name: "test.record",
  payload: z.object({ key: z.string() }),
  async handler(_ctx, payload) {
    runs.push(payload.key);
  },
});

let database: Database;
let jobs: Jobs;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobs(database, {
    log: silent as never,
    pollingIntervalSeconds: 0.5,
    definitions: [recordJob as never],
  });
  await jobs.start();
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const waitFor = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

describe("jobs (pg-boss on the app database)", () => {
  it("a job scheduled in the past runs once, even when sent twice with its singleton key", async () => {
    const send = sendOf(jobs);
    const startAfter = new Date(Date.now() - 60_000);
    const first = await send("test.record", { key: "past" }, { startAfter, singletonKey: "past" });
    const second = await send("test.record", { key: "past" }, { startAfter, singletonKey: "past" });
    expect(first).toBe(jobIdFor("test.record", "past"));
    expect(second).toBeNull();
    // One job exists, and once it is completed no worker will run it again.
    const states = await eventually(
      () => jobStates(database.db, "test.record", { key: "past" }),
      (s) => s.length > 0 && s.every((state) => state === "completed"),
    );
    expect(states).toEqual(["completed"]);
    expect(runs.filter((key) => key === "past")).toEqual(["past"]);
  }, 30_000);

  it("a job waits for its startAfter", async () => {
    const send = sendOf(jobs);
    await send("test.record", { key: "later" }, { startAfter: new Date(Date.now() + 3_600_000) });
    // A job due now, sent after it, runs: the workers have polled while "later" was waiting.
    await send("test.record", { key: "now" });
    await waitFor(() => runs.includes("now"));
    expect(runs).toContain("now");
    expect(runs).not.toContain("later");
    expect(await jobStates(database.db, "test.record", { key: "later" })).toEqual(["created"]);
    // Its time comes: it runs.
    await database.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'test.record' AND data->>'key' = 'later'`,
    );
    await waitFor(() => runs.includes("later"));
    expect(runs).toContain("later");
  }, 30_000);

  it("refuses an unknown job and a payload that does not fit its schema", async () => {
    const send = sendOf(jobs);
    await expect(send("test.unknown", {})).rejects.toThrow(/not registered/);
    await expect(send("test.record", { key: 42 })).rejects.toThrow();
  });

  it("singleton ids are stable UUIDs", () => {
    expect(jobIdFor("a", "b")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor("a", "b")).toBe(jobIdFor("a", "b"));
    expect(jobIdFor("a", "b")).not.toBe(jobIdFor("a", "c"));
  });
});
