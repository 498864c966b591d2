import { z } from "zod";
import { publicCompanySchema } from "../company/company.contract.ts";

/** GET /api/status: the maintenance state keyed by environment. */
export const statusSchema = z.record(z.string(), z.object({ maintenance: z.boolean() }));

/** GET /api/config: the company of this host (branding) and the deployment. */
export const configSchema = z.object({
  company: publicCompanySchema.nullable(),
  environment: z.string(),
  version: z.string(),
  /**
   * Whether the host names a company (a subdomain or an own domain), known or not: `company` is then
   * that company or null; otherwise it is the signed-in user's company (access §4 startup redirects).
   */
  hostNamesACompany: z.boolean(),
  /** Whether machine translation is configured (the UI offers the translate button only then). */
  translationEnabled: z.boolean(),
});
