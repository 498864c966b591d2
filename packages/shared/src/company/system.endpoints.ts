import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
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

/** The installable app's web manifest, per company (issue #16): a file for the browser, not JSON for the app. */
export const webManifestRoute = defineBrowserRoute({
  method: "GET",
  path: "/manifest.webmanifest",
  answers: "file",
  summary: "The web app manifest: the company's name and logo, else Chorus's",
});
