import { ROLES, type Role } from "@chorus/shared/access/roles";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Factories } from "../factories.ts";
import type { TestClient } from "../test-app.ts";
import type { Outside } from "./outside.ts";
import type { World } from "./world.ts";

export type Principal = "anonymous" | Role;
export const PRINCIPALS: readonly Principal[] = ["anonymous", ...ROLES];
export const SIGNED_IN: readonly Role[] = ROLES;

/**
 * What a row's url and body may use: the shared world (built once, never changed by a row), the
 * principal and its user id, and the objects this one case arranged for itself.
 */
export interface Fixtures extends World {
  principal: Principal;
  /** The principal's user id (null for anonymous). */
  me: string | null;
  /** Objects `arrange` built for this case only, by name. */
  own: Record<string, string>;
  /** The hash of DEMO_PASSWORD, for users a case builds to sign in with. */
  passwordHash: string;
  /** The local stand-ins for outside services (networks, sign-in, AI, a web site). */
  outside: Outside;
}

/**
 * One route's expected outcome for each principal. Modules add their rows to the matrix.
 *
 * Order independence: a row may change only (a) objects its `arrange` built for the case, (b) new
 * objects it creates itself, or (c) the tables it lists in `isolate`, which are put back as they
 * were after every case. Everything in the shared world is read-only for rows.
 */
export interface AccessRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route exactly as registered, e.g. "/auth/out/force/:userId". */
  route: string;
  /** Tells rows of the same route apart, e.g. "another user's comment". */
  variant?: string;
  url?: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /**
   * Builds the objects this case consumes or changes (fresh per principal), before the request;
   * `client` is the case's own session, for objects only a request can make (a connect flow).
   */
  arrange?: (make: Factories, f: Fixtures, client: TestClient) => Promise<Record<string, string>>;
  /** Extra request headers (the Host a browser on a company's site sends). */
  headers?: (f: Fixtures) => Record<string, string>;
  /** A body that is not JSON (a file upload): payload and headers. */
  raw?: (f: Fixtures) => Promise<{ payload: Buffer | string; headers: Record<string, string> }>;
  /** Tables the row changes company-wide (settings): restored after each case. */
  isolate?: readonly PgTable[];
  /** Who gets `okStatus`; everyone else gets 401 (anonymous), 403, or `refused.status`. */
  allowed: readonly Principal[] | "everyone" | "signedIn";
  /** The status an allowed principal gets (default 200). */
  okStatus?: number;
  /**
   * Principals the route policy lets through whom the object's own rule refuses (author only,
   * channel manager only, an unreadable post), and the status they get.
   */
  refused?: Refusal | readonly Refusal[];
  /**
   * Why this row's path parameter is deliberately not an object of the fixture (a forged tracking
   * token): without it, every path parameter must name a real object (checkPathParams).
   */
  forgedParams?: string;
  /** Why no principal gets a 2xx/3xx, or why allowed and denied callers look alike. Required then. */
  why?: string;
  /** The call changes the session (sign-out): use a throw-away session of the principal. */
  freshClient?: boolean;
  /**
   * The call changes the caller's own account (delete me, set a password): each case signs in as a
   * new user of the principal's role, built for it ("passwordless": one who has no password yet).
   */
  freshUser?: boolean | "passwordless";
}

export const MANAGERS: readonly Principal[] = ["admin", "partner", "smarper"];
/** Signed-in principals other than the given ones. */
export const signedInExcept = (...excluded: Principal[]): Principal[] =>
  SIGNED_IN.filter((p) => !excluded.includes(p));

/** The object arranged under `name` for this case. */
export function own(f: Fixtures, name: string): string {
  const id = f.own[name];
  if (!id) throw new Error(`the row arranged no "${name}"`);
  return id;
}

/** The principal's user id; rows that need one run for signed-in principals only. */
export const meOf = (f: Fixtures): string => f.me ?? f.bystanderId;

/** Expected status of one principal for a row. */
export function expectedStatus(row: AccessRow, principal: Principal): number {
  if (isAllowed(row, principal)) return row.okStatus ?? 200;
  const refusal = refusalsOf(row).find((r) => r.by.includes(principal));
  if (refusal) return refusal.status;
  return principal === "anonymous" ? 401 : 403;
}

export function isAllowed(row: AccessRow, principal: Principal): boolean {
  if (row.allowed === "everyone") return true;
  if (row.allowed === "signedIn") return principal !== "anonymous";
  return row.allowed.includes(principal);
}

export const rowLabel = (row: AccessRow) =>
  `${row.method} ${row.route}${row.variant ? ` [${row.variant}]` : ""}`;

/** A group of principals the route gate lets through whom the object's own rule then refuses. */
export type Refusal = { by: readonly Principal[]; status: number };

/** A row's refusals as a list (a row may refuse different principals with different statuses). */
export function refusalsOf(row: AccessRow): readonly Refusal[] {
  if (!row.refused) return [];
  return "by" in row.refused ? [row.refused] : row.refused;
}
