import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { errorSummary } from "../error-summary.ts";
import type { JobContext, JobDefinition } from "./job.ts";
import { JOBS, type JobName, type JobPayload } from "./registry.ts";

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
  /** Enqueue a registered job; the payload is checked against its schema. Returns the job id or null when it already exists. */
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: SendOptions): Promise<string | null>;
}

export interface JobsOptions {
  log: FastifyBaseLogger;
  /** How often each worker looks for due jobs. */
  pollingIntervalSeconds?: number;
  /** Defaults to every registered job; tests pass their own. */
  definitions?: readonly JobDefinition<string, never>[];
}

/** A stable UUID for a singleton key: pg-boss ignores an insert whose id exists (ON CONFLICT DO NOTHING). */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function bossFor(database: Database): PgBoss {
  const common = { schedule: false, supervise: true, migrate: true } as const;
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
  const definitions = (options.definitions ?? JOBS) as readonly JobDefinition<string, unknown>[];
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const log = options.log;
  const boss = bossFor(database);
  boss.on("error", (error) => log.error({ error: errorSummary(error) }, "job queue error"));
  let started: Promise<void> | null = null;
  let stopped = false;

  async function run(definition: JobDefinition<string, unknown>, data: unknown, id: string) {
    const parsed = definition.payload.safeParse(data);
    if (!parsed.success) {
      // A payload that no longer fits its schema will never succeed: log it and drop it.
      log.error({ job: definition.name, id, issues: parsed.error.issues }, "job payload rejected");
      return;
    }
    const ctx: JobContext = { db: database.db, log: log.child({ job: definition.name, jobId: id }) };
    await definition.handler(ctx, parsed.data);
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
    async send(name, payload, sendOptions = {}) {
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
  };
}
