import { defineEndpoint } from "../http/endpoint.ts";
import { configSchema, statusSchema } from "../system/system.contract.ts";

export { configSchema, statusSchema };

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
