import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { analyticsRollupState } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { requestRollupIfStale, rollupJob } from "./analytics.jobs.ts";
import { rollUpAnalytics } from "./rollup.service.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Reports queue a rollup run when the rollups never ran or lag more than a period and a minute. */
describe("requestRollupIfStale", () => {
  const T0 = new Date("2026-05-01T10:00:00Z");
  const sendsAt = async (now: Date) => {
    const sent: { name: string; key: string | undefined }[] = [];
    const jobs = {
      send: async (job: { name: string }, _payload: unknown, options?: { singletonKey?: string }) => {
        sent.push({ name: job.name, key: options?.singletonKey });
        return null;
      },
    } as unknown as AppDeps["jobs"];
    await requestRollupIfStale({ db: database.db, jobs, clock: { now: () => now } });
    return sent;
  };

  it.each([
    ["never ran", null, T0, true],
    ["ran a minute ago", T0, new Date(T0.getTime() + 60_000), false],
    ["ran five minutes ago", T0, new Date(T0.getTime() + 5 * 60_000), false],
    ["ran seven minutes ago", T0, new Date(T0.getTime() + 7 * 60_000), true],
  ] as const)("%s: queues a run = %s", async (_label, lastRun, now, queues) => {
    await database.db.delete(analyticsRollupState);
    if (lastRun) await rollUpAnalytics(database.db, lastRun);
    const sent = await sendsAt(now);
    expect(sent).toEqual(
      queues ? [{ name: rollupJob.name, key: `slot-${Math.floor(now.getTime() / 300_000)}` }] : [],
    );
  });
});

/** The job: a run, then a VACUUM of the rollups (outside the run's transaction), state moved on. */
describe("the rollup job", () => {
  it("rolls up, vacuums the rollup tables and records when it ran", async () => {
    await database.db.delete(analyticsRollupState);
    const now = new Date("2026-05-02T08:00:00Z");
    const logged: unknown[] = [];
    const ctx = {
      db: database.db,
      deps: { clock: { now: () => now } },
      log: { info: (...args: unknown[]) => logged.push(args) },
    } as unknown as Parameters<typeof rollupJob.handler>[0];
    await rollupJob.handler(ctx, {});
    const [state] = await database.db.select().from(analyticsRollupState);
    expect(state?.rolledAt.toISOString()).toBe(now.toISOString());
    expect(logged).toHaveLength(1);
  });
});
