import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { errorSummary } from "../error-summary.ts";
import type { BaseJobContext, JobDefinition, ScheduleDefinition } from "./job.ts";

export interface SendOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** At most one job per name and key: sending the same key again is a no-op. */
  singletonKey?: string;
}

/** The app's job queue (pg-boss on the app's own database). */
export interface Jobs {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Enqueue a registered job; the payload is checked against its schema. Returns the job id or null
   * when it already exists. The sender needs the job's name and payload only: a module may send
   * another's job by its contract in packages/shared (`{ name, payload }`) without its handler.
   */
  send<Payload>(
    // biome-ignore lint/suspicious/noExplicitAny: the deps a handler gets do not matter to the sender
    job: Pick<JobDefinition<string, Payload, any>, "name" | "payload">,
    payload: Payload,
    options?: SendOptions,
  ): Promise<string | null>;
  /** The recurring jobs registered in the database (name and cron), for checks and operators. */
  schedules(): Promise<{ name: string; cron: string }[]>;
  /** Jobs waiting and running per queue (for /metrics). */
  depths(): Promise<{ name: string; queued: number; active: number }[]>;
}

export interface JobsOptions {
  log: FastifyBaseLogger;
  /** How often each worker looks for due jobs. */
  pollingIntervalSeconds?: number;
  /** Every job this queue works: the app passes its modules' jobs, tests their own. */
  // biome-ignore lint/suspicious/noExplicitAny: handlers of any payload and deps
  definitions: readonly JobDefinition<string, any, any>[];
  /** Recurring jobs, each of a job in `definitions`. */
  schedules?: readonly ScheduleDefinition[];
  /** What handlers get as `ctx.deps` (the app's AppDeps), read when a job runs. */
  deps?: () => unknown;
  /** Told when a job run ends, with how long it took (the app's metrics listen). */
  onFinished?: (job: string, outcome: "completed" | "failed", seconds: number) => void;
}

/** A stable UUID for a singleton key: pg-boss ignores an insert whose id exists (ON CONFLICT DO NOTHING). */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function bossFor(database: Database, schedule: boolean): PgBoss {
  const common = { schedule, supervise: true, migrate: true } as const;
  if (database.kind === "pglite" && database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: "pglite" });
  }
  const pool = database.pool;
  if (!pool) throw new Error("jobs need a PostgreSQL pool or a PGlite handle");
  // pg-boss opens its own small pool on the same database (its workers hold connections while polling).
  return new PgBoss({ ...common, connectionString: pool.options.connectionString, max: 3 });
}

/**
 * pg-boss on the app's database: jobs survive restarts, and every process of a deployment works
 * the same queues, each job handed to one of them (FOR UPDATE SKIP LOCKED).
 */
export function createJobs(database: Database, options: JobsOptions): Jobs {
  const definitions = options.definitions as readonly JobDefinition<string, unknown, unknown>[];
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const schedules = options.schedules ?? [];
  for (const schedule of schedules) {
    if (byName.get(schedule.job.name) !== schedule.job)
      throw new Error(`the schedule of ${schedule.job.name} needs that job among the definitions`);
    schedule.job.payload.parse(schedule.payload ?? {});
  }
  const log = options.log;
  const boss = bossFor(database, schedules.length > 0);
  boss.on("error", (error) => log.error({ error: errorSummary(error) }, "job queue error"));
  let started: Promise<void> | null = null;
  let stopped = false;

  async function run(definition: JobDefinition<string, unknown, unknown>, data: unknown, id: string) {
    const parsed = definition.payload.safeParse(data);
    if (!parsed.success) {
      // A payload that no longer fits its schema will never succeed: log it and drop it.
      log.error({ job: definition.name, id, issues: parsed.error.issues }, "job payload rejected");
      return;
    }
    const ctx: BaseJobContext<unknown> = {
      deps: options.deps?.(),
      db: database.db,
      log: log.child({ job: definition.name, jobId: id }),
    };
    const startedAt = performance.now();
    try {
      await definition.handler(ctx, parsed.data);
      options.onFinished?.(definition.name, "completed", (performance.now() - startedAt) / 1000);
    } catch (error) {
      options.onFinished?.(definition.name, "failed", (performance.now() - startedAt) / 1000);
      throw error;
    }
  }

  /** One row per declared schedule (pg-boss upserts it); a schedule no module declares any more is dropped. */
  async function registerSchedules() {
    if (schedules.length === 0) return;
    const declared = new Set(schedules.map((schedule) => schedule.job.name));
    for (const stale of await boss.getSchedules()) {
      if (!declared.has(stale.name)) await boss.unschedule(stale.name, stale.key);
    }
    for (const schedule of schedules) {
      await boss.schedule(schedule.job.name, schedule.cron, schedule.payload ?? {}, { tz: "UTC" });
    }
  }

  return {
    start() {
      started ??= (async () => {
        await boss.start();
        for (const definition of definitions) {
          await boss.createQueue(definition.name, { retryLimit: 3, retryDelay: 5, retryBackoff: true });
          await boss.work(
            definition.name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
            async (jobs) => {
              for (const job of jobs) await run(definition, job.data, job.id);
            },
          );
        }
        await registerSchedules();
      })();
      return started;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 3000, close: true });
    },
    async send(job, payload, sendOptions = {}) {
      // Tests may name a job by its string; modules pass the definition, which types the payload.
      const name = typeof job === "string" ? job : job.name;
      const definition = byName.get(name);
      if (!definition) throw new Error(`job ${name} is not registered`);
      const data = definition.payload.parse(payload) as object;
      await this.start();
      return boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey
          ? { singletonKey: sendOptions.singletonKey, id: jobIdFor(name, sendOptions.singletonKey) }
          : {}),
      });
    },
    async schedules() {
      await this.start();
      return (await boss.getSchedules()).map((schedule) => ({ name: schedule.name, cron: schedule.cron }));
    },
    async depths() {
      // Before the queue has started (or after it stopped) there is nothing to count.
      if (!started || stopped) return [];
      await started;
      return (await boss.getQueues()).map((queue) => ({
        name: queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
      }));
    },
  };
}
