import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobsOf, schedulesOf } from "../platform/module.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { MODULES } from "./index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe("the module list", () => {
  it("names each module once and each job once", () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const jobs = jobsOf(MODULES).map((job) => job.name);
    expect(new Set(jobs).size).toBe(jobs.length);
  });

  it("registers every module's schedule with pg-boss, once per job", async () => {
    const registered = await t.app.deps.jobs.schedules();
    expect(registered).toEqual(
      expect.arrayContaining([
        { name: "session.purge-expired", cron: "20 3 * * *" },
        { name: "account-token.purge", cron: "40 3 * * *" },
        { name: "share.connection-reminders", cron: "0 7 * * *" },
        { name: "influence.compute-scores", cron: "10 2 * * *" },
      ]),
    );
    expect(registered.map((schedule) => schedule.name).sort()).toEqual(
      schedulesOf(MODULES)
        .map((schedule) => schedule.job.name)
        .sort(),
    );
  });
});
