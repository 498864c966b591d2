import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";

/** What a job handler gets: the database and a logger. Jobs are not tied to a request or a tenant. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * A background job: a name, the zod schema of its payload and an idempotent handler (it may run
 * twice after a crash or a retry, so it must find out by itself whether its work is done).
 */
export interface JobDefinition<Name extends string = string, Payload = unknown> {
  name: Name;
  payload: z.ZodType<Payload>;
  handler(ctx: JobContext, payload: Payload): Promise<void>;
}

/** Keeps the payload type of a definition for `send`. */
export const defineJob = <Name extends string, Payload>(
  definition: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> => definition;
