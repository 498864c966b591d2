import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { requireActor } from "./access.ts";
import type { Actor, RequestContext } from "./context.ts";

const OBJECT_ID = /^[0-9a-f]{24}$/;
const COMPANY_SETTINGS_ROUTE = /^\/api\/company\/:companyId(\/|$)/;

/**
 * The tenant of a request: the session's company, except on a company's settings routes
 * (/api/company/{companyId}…) called by a smarper, who administers every company from the
 * Companies list (core §2): there it is the path's company (an unknown one is then not found).
 */
function tenantOf(request: FastifyRequest, actor: Actor): string {
  if (actor.role !== "smarper" || !COMPANY_SETTINGS_ROUTE.test(request.routeOptions.url ?? ""))
    return actor.companyId;
  const companyId = (request.params as { companyId?: unknown } | undefined)?.companyId;
  return typeof companyId === "string" && OBJECT_ID.test(companyId) ? companyId : actor.companyId;
}

/** The context of a signed-in request. */
export function contextOf(request: FastifyRequest, db: Db): RequestContext {
  const actor = requireActor(request);
  return { db, companyId: tenantOf(request, actor), actor, log: request.log };
}
