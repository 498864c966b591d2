import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { publicCompanySchema } from "./company.contract.ts";

/** GET /api/status: maintenance per environment. */
export const statusSchema = z.record(z.string(), z.object({ maintenance: z.boolean() }));
/** GET /api/config. */
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

export const systemEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/api/status",
    tag: "system",
    summary: "Maintenance state keyed by environment (the version cookie's value, else this deployment's)",
    response: statusSchema,
  }),
  config: defineEndpoint({
    method: "GET",
    path: "/api/config",
    tag: "system",
    summary: "Public configuration: the company of this host (branding) and the deployment",
    response: configSchema,
  }),
};
