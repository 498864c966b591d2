import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { perDatabase } from "../../db/prepared.ts";
import { appUser, company } from "../../db/schema/index.ts";

export type CompanyRow = typeof company.$inferSelect;
/** The columns the settings calls may change (never the id, subdomain or tenant links). */
export type CompanyChanges = Partial<
  Omit<typeof company.$inferInsert, "id" | "subdomain" | "createdAt" | "createdByCompanyId">
>;

// The company's row is read on most requests (the onboarding state, the public config, sharing…):
// each select is built once per database handle, where drizzle spent ~0.1 ms of CPU building its
// hundred-odd columns on every call, and runs as a named statement.
const companyById = perDatabase((db) =>
  db
    .select()
    .from(company)
    .where(eq(company.id, sql.placeholder("companyId")))
    .limit(1)
    .prepare("company_by_id"),
);
const companyBySubdomain = perDatabase((db) =>
  db
    .select()
    .from(company)
    .where(eq(company.subdomain, sql.placeholder("subdomain")))
    .limit(1)
    .prepare("company_by_subdomain"),
);

export async function findCompany(db: Queryable, companyId: string): Promise<CompanyRow | null> {
  const [row] = await companyById(db).execute({ companyId });
  return row ?? null;
}

/** The company at a subdomain (lower case), or null. */
export async function findCompanyBySubdomain(db: Queryable, subdomain: string): Promise<CompanyRow | null> {
  const [row] = await companyBySubdomain(db).execute({ subdomain });
  return row ?? null;
}

/**
 * The companies list: every company (scope "all", a smarper) or a partner's own company and the
 * ones it created. Newest first.
 */
export async function listCompanies(
  db: Queryable,
  scope: { kind: "all" } | { kind: "partner"; companyId: string },
): Promise<CompanyRow[]> {
  const where =
    scope.kind === "all"
      ? undefined
      : or(eq(company.id, scope.companyId), eq(company.createdByCompanyId, scope.companyId));
  return db.select().from(company).where(where).orderBy(desc(company.createdAt), company.name);
}

/** Active users per company, for the list. */
export async function countActiveUsersByCompany(
  db: Queryable,
  companyIds: readonly string[],
): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: appUser.companyId, n: count() })
    .from(appUser)
    .where(and(inArray(appUser.companyId, [...companyIds]), eq(appUser.isActive, true)))
    .groupBy(appUser.companyId);
  return new Map(rows.map((r) => [r.companyId, Number(r.n)]));
}

/** A new company; null when the subdomain is taken (the unique index decides a race). */
export async function insertCompany(
  db: Queryable,
  values: { id: string; name: string; subdomain: string; createdByCompanyId: string | null },
): Promise<CompanyRow | null> {
  const [row] = await db.insert(company).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The new company's first admin: fresh, without a password until they open the mailed link. */
export async function insertFirstAdmin(
  db: Queryable,
  user: { id: string; companyId: string; email: string; firstName: string; lastName: string },
): Promise<void> {
  await db.insert(appUser).values({ ...user, role: "admin", isFresh: true });
}

/** Changes the company's settings; the row is the tenant, so the id is the tenant filter. */
export async function updateCompany(
  db: Queryable,
  companyId: string,
  changes: CompanyChanges,
): Promise<CompanyRow | null> {
  if (Object.keys(changes).length === 0) return findCompany(db, companyId);
  const [row] = await db.update(company).set(changes).where(eq(company.id, companyId)).returning();
  return row ?? null;
}
