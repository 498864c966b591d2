import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { companyLink } from "../../platform/mail/index.ts";
import { findCompanyBySubdomain } from "../company/index.ts";

/** POST /api/subdomain/check (/subdomainFinder): does a company live at this subdomain? */
export async function checkSubdomain(deps: { db: Db; config: AppDeps["config"] }, subdomain: string) {
  const row = await findCompanyBySubdomain(deps.db, subdomain.trim().toLowerCase());
  if (!row) return { exists: false };
  return { exists: true, companyName: row.name, loginUrl: companyLink(deps.config, row, "/account") };
}
