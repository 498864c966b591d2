import type { ScimGroupMapping } from "@chorus/shared/scim/scim.contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Queryable } from "../../db/client.ts";
import type { SessionStore } from "../../platform/session.ts";

/** One SCIM call: the company its token names, the group mapping, where resources live, who signs out. */
export interface ScimContext {
  db: Db;
  companyId: string;
  mapping: ScimGroupMapping;
  /** https://host/scim/v2, for meta.location. */
  baseUrl: string;
  sessions: Pick<SessionStore, "endAllFor">;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** The same call inside its transaction. */
export type ScimTx = Omit<ScimContext, "db"> & { db: Queryable };
