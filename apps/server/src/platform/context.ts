import type { Role } from "@chorus/shared/access/roles";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";

/** Who is acting: the signed-in user with the role active in this session. */
export interface Actor {
  userId: string;
  companyId: string;
  /** The active role (may differ from the stored one after a role switch). */
  role: Role;
  storedRole: Role;
  sessionId: string;
}

/** What travels through a use case: one database handle, the tenant, the actor and a logger. */
export interface RequestContext {
  db: Db;
  companyId: string;
  actor: Actor;
  log: FastifyBaseLogger;
}
