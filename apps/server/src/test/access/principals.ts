import { ROLES, type Role } from "@chorus/shared/access/roles";

export type Principal = "anonymous" | Role;
export const PRINCIPALS: readonly Principal[] = ["anonymous", ...ROLES];

/** Ids the rows may need, looked up once per run. */
export interface Fixtures {
  acmeCompanyId: string;
  globexCompanyId: string;
  /** An ordinary Acme user no principal signs in as, safe to act upon. */
  acmeBystanderId: string;
  globexUserId: string;
}

/** One route's expected outcome for each principal. Modules add their rows to the matrix. */
export interface AccessRow {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The route exactly as registered, e.g. "/auth/out/force/:userId". */
  route: string;
  url?: (f: Fixtures) => string;
  body?: (f: Fixtures, principal: Principal) => unknown;
  /** Who gets through the policy; everyone else gets 401 (anonymous) or 403. */
  allowed: readonly Principal[] | "everyone" | "signedIn";
  /** The status an allowed principal gets (default 200). */
  okStatus?: number;
  /** The call changes the session (sign-out): use a throw-away client. */
  freshClient?: boolean;
}

export const MANAGERS: readonly Principal[] = ["admin", "partner", "smarper"];
