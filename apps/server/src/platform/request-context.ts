import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { requireActor } from "./access.ts";
import type { RequestContext } from "./context.ts";

/** The context of a signed-in request; the tenant is always the session's company. */
export function contextOf(request: FastifyRequest, db: Db): RequestContext {
  const actor = requireActor(request);
  return { db, companyId: actor.companyId, actor, log: request.log };
}
