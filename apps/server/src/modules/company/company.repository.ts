import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { company } from "../../db/schema/index.ts";

export type CompanyRow = typeof company.$inferSelect;

export async function findCompany(db: Queryable, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(company).where(eq(company.id, companyId)).limit(1);
  return row ?? null;
}

/** The company at a subdomain (lower case), or null. */
export async function findCompanyBySubdomain(db: Queryable, subdomain: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(company).where(eq(company.subdomain, subdomain)).limit(1);
  return row ?? null;
}
