import type { Role } from "@chorus/shared/access/roles";
import { safeReturnPath } from "@chorus/shared/auth/return-path";
import type { PublicConfig } from "../features/auth/api.ts";

/** Access §4 startup redirects: pure decisions, applied by the StartupRedirects guard and RequireSession. */

export const LANDING_PATH = "/subdomainFinder";
const LOGIN_PATH = "/account"; // RequireSession's LOGIN_PATH (imported there, so not from there)
const EXEMPT_SUBDOMAIN = "local";
/** Pages that stay where they are when the host's company is not known to the visitor. */
const LANDING_EXEMPT_PATHS = new Set([LANDING_PATH, "/maintenance"]);
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

export interface StartupSession {
  /** The session's active role. */
  role: Role;
  companyId: string;
  /** Unknown (null) until the full session is loaded; empty when the company has none. */
  companySubdomain: string | null;
}

export interface StartupInput {
  protocol: string;
  hostname: string;
  port: string;
  /** The host's company; null when it names none or an unknown one. */
  hostCompany: { _id: string; customDomain: string | null } | null;
  /** The host named a company (a subdomain or an own domain), known or not (GET /api/config). */
  hostNamesACompany: boolean;
  session: StartupSession | null;
  path: string;
  search: string;
}

export type StartupRedirect =
  | { kind: "stay" }
  /** An in-app navigation (replace). */
  | { kind: "navigate"; to: string }
  /** A full navigation to another host. */
  | { kind: "assign"; href: string };

const STAY: StartupRedirect = { kind: "stay" };
const toLanding = (path: string): StartupRedirect =>
  LANDING_EXEMPT_PATHS.has(path) ? STAY : { kind: "navigate", to: LANDING_PATH };

const isUnnamedHost = (hostname: string) => hostname === "localhost" || IP_HOST.test(hostname);

/** Another company's subdomain: sent to the session's own subdomain, or to the login host without one. */
function ownSubdomainRedirect(input: StartupInput, subdomain: string): StartupRedirect {
  const { protocol, hostname, port, path, search } = input;
  const [firstLabel, ...rest] = hostname.split(".");
  if (firstLabel === EXEMPT_SUBDOMAIN || rest.length === 0 || isUnnamedHost(hostname)) return STAY;
  // An own domain is no subdomain: the company's base domain is unknown there.
  if (input.hostCompany?.customDomain?.toLowerCase() === hostname.toLowerCase()) return STAY;
  const base = rest.join(".");
  const origin = `${protocol}//${subdomain ? `${subdomain}.${base}` : base}${port ? `:${port}` : ""}`;
  return {
    kind: "assign",
    href: subdomain ? `${origin}${safeReturnPath(`${path}${search}`)}` : `${origin}${LOGIN_PATH}`,
  };
}

export function startupRedirect(input: StartupInput): StartupRedirect {
  const { hostCompany, hostNamesACompany, session, path } = input;
  if (!hostNamesACompany) return STAY; // localhost, an IP, the bare base domain, 'local', 'www'
  if (!hostCompany) return toLanding(path);
  if (!session || session.companyId === hostCompany._id || session.role === "smarper") return STAY;
  if (session.role === "partner") return toLanding(path);
  if (session.companySubdomain === null) return STAY; // decided once the full session is known
  return ownSubdomainRedirect(input, session.companySubdomain);
}

/** Session failure: login when the company is known (or the host names none), else the landing page. */
export function sessionFailurePath(input: Pick<StartupInput, "hostCompany" | "hostNamesACompany">): string {
  return input.hostNamesACompany && !input.hostCompany ? LANDING_PATH : LOGIN_PATH;
}

/** The host's company as the startup redirects see it (GET /api/config; none while it fails). */
export function hostTenancy(
  config: PublicConfig | undefined,
): Pick<StartupInput, "hostCompany" | "hostNamesACompany"> {
  const hostNamesACompany = config?.hostNamesACompany === true;
  return { hostNamesACompany, hostCompany: hostNamesACompany ? (config?.company ?? null) : null };
}
