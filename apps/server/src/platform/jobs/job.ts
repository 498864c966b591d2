import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";

/**
 * What a job handler gets: the app's dependencies, the database and a logger. Jobs are not tied to
 * a request or a tenant. `Deps` is the app's AppDeps (platform/deps.ts names it `JobContext`); it
 * is a parameter here only so the queue does not depend on what it carries.
 */
export interface BaseJobContext<Deps> {
  deps: Deps;
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * A background job: a name, the zod schema of its payload and an idempotent handler (it may run
 * twice after a crash or a retry, so it must find out by itself whether its work is done).
 */
export interface JobDefinition<Name extends string = string, Payload = unknown, Deps = never> {
  name: Name;
  payload: z.ZodType<Payload>;
  handler(ctx: BaseJobContext<Deps>, payload: Payload): Promise<void>;
}

/** Keeps the payload type of a definition for `send`. */
export const defineJob = <Name extends string, Payload, Deps = never>(
  definition: JobDefinition<Name, Payload, Deps>,
): JobDefinition<Name, Payload, Deps> => definition;

/**
 * A recurring job: pg-boss runs `job` with `payload` at every tick of the cron expression (UTC),
 * once per tick across every process of a deployment.
 */
export interface ScheduleDefinition {
  // biome-ignore lint/suspicious/noExplicitAny: a schedule holds any job; its payload is checked against the job's schema
  job: JobDefinition<string, any, any>;
  /** Five-field cron syntax, evaluated in UTC ("0 7 * * *": every day at 07:00). */
  cron: string;
  payload?: object;
}

/** Declares a recurring job, its payload checked against the job's own type. */
export const defineSchedule = <Payload extends object>(schedule: {
  // biome-ignore lint/suspicious/noExplicitAny: the deps a handler gets do not matter to a schedule
  job: JobDefinition<string, Payload, any>;
  cron: string;
  payload: Payload;
}): ScheduleDefinition => schedule;
