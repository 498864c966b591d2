import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { company } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { companyLink } from "../../platform/mail/index.ts";

/** POST /api/subdomain/check (/subdomainFinder): does a company live at this subdomain? */
export async function checkSubdomain(deps: { db: Db; config: AppDeps["config"] }, subdomain: string) {
  const name = subdomain.trim().toLowerCase();
  const [row] = await deps.db
    .select({ name: company.name, subdomain: company.subdomain, customDomain: company.customDomain })
    .from(company)
    .where(eq(company.subdomain, name))
    .limit(1);
  if (!row) return { exists: false };
  return { exists: true, companyName: row.name, loginUrl: companyLink(deps.config, row, "/account") };
}
