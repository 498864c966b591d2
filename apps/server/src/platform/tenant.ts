import { isAdminLevel, type Role } from "@chorus/shared/access/roles";
import { eq, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { company } from "../db/schema/index.ts";
import { forbidden, notFound } from "./errors.ts";

const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/**
 * The subdomain a host names, or null for localhost, an IP, the bare base domain or the exempt
 * 'local' subdomain. `acme.chorus.example` with base domain `chorus.example` → `acme`.
 */
export function subdomainOf(hostHeader: string | undefined, baseDomain: string): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.toLowerCase().replace(/:\d+$/, "");
  if (IP_HOST.test(host) || host === baseDomain || host === "localhost") return null;
  if (!host.endsWith(`.${baseDomain}`)) return null;
  const label =
    host
      .slice(0, -baseDomain.length - 1)
      .split(".")
      .pop() ?? "";
  return label === "" || label === "local" || label === "www" ? null : label;
}

/** What a host names: a company subdomain, an own domain (any other name), or nothing. */
function hostNaming(hostHeader: string | undefined, baseDomain: string) {
  const host = (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "");
  const subdomain = subdomainOf(host, baseDomain);
  const isOwnDomain =
    host !== "" && !IP_HOST.test(host) && host !== "localhost" && !host.endsWith(baseDomain);
  return { host, subdomain, isOwnDomain };
}

/** Whether the host names a company at all (known or not): a subdomain or an own domain. */
export function hostNamesACompany(hostHeader: string | undefined, baseDomain: string): boolean {
  const { subdomain, isOwnDomain } = hostNaming(hostHeader, baseDomain);
  return subdomain !== null || isOwnDomain;
}

/** Host → company id, for the pages shown before sign-in (branding, login scope). */
export async function resolveHostCompanyId(db: Db, hostHeader: string | undefined, baseDomain: string) {
  const { host, subdomain, isOwnDomain } = hostNaming(hostHeader, baseDomain);
  if (!subdomain && !isOwnDomain) return null;
  const [row] = await db
    .select({ id: company.id })
    .from(company)
    .where(
      subdomain && isOwnDomain
        ? or(eq(company.subdomain, subdomain), eq(company.customDomain, host))
        : subdomain
          ? eq(company.subdomain, subdomain)
          : eq(company.customDomain, host),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * A route naming a company in its path serves only the session's own: another company's id is
 * not found (404, never 403), like any object of another tenant.
 */
export function requireSameCompany(ctx: { companyId: string }, companyId: string): void {
  if (companyId !== ctx.companyId) throw notFound("Company not found");
}

/** The company's settings routes: its own company only (404 otherwise), and admin-level (403 otherwise). */
export function requireCompanyAdmin(
  ctx: { companyId: string; actor: { role: Role } },
  companyId: string,
): void {
  requireSameCompany(ctx, companyId);
  if (!isAdminLevel(ctx.actor.role)) throw forbidden();
}
