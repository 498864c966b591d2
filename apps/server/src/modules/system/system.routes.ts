import { systemEndpoints as endpoints, webManifestRoute } from "@chorus/shared/company/system.endpoints";
import { routerPath } from "@chorus/shared/http/endpoint";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { hostNamesACompany, resolveHostCompanyId } from "../../platform/tenant.ts";
import { findCompany, presentPublicCompany } from "../company/index.ts";
import { isTranslationConfigured } from "../translation/index.ts";
import { webManifest } from "./web-manifest.ts";

export function systemRoutes(deps: AppDeps) {
  const { config } = deps;
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const { route } = endpointRouter(app, deps);

    route(endpoints.status, { access: "public" }, (request, reply) => {
      reply.header("cache-control", "no-store");
      const asked = request.cookies.version;
      const keys = new Set([config.environment, ...config.maintenanceEnvironments]);
      if (asked && /^[\w.-]{1,40}$/.test(asked)) keys.add(asked);
      return Object.fromEntries(
        [...keys].map((key) => [key, { maintenance: config.maintenanceEnvironments.includes(key) }]),
      );
    });

    /** The company a request is branded for: the one its host names, else the signed-in person's. */
    async function brandingCompany(request: FastifyRequest) {
      const namesACompany = hostNamesACompany(request.headers.host, config.baseDomain);
      const companyId = namesACompany
        ? await resolveHostCompanyId(deps.db, request.headers.host, config.baseDomain)
        : request.actor?.companyId;
      return { namesACompany, row: companyId ? await findCompany(deps.db, companyId) : null };
    }

    route(endpoints.config, { access: "public" }, async (request) => {
      const { namesACompany, row } = await brandingCompany(request);
      return {
        company: row ? presentPublicCompany(row) : null,
        hostNamesACompany: namesACompany,
        environment: config.environment,
        version: config.version,
        translationEnabled: isTranslationConfigured(config.translation),
      };
    });

    // The installable app's manifest, per company (subdomain or session); it takes no input.
    app.get(
      routerPath(webManifestRoute),
      { config: { access: "public" }, schema: { querystring: z.object({}).passthrough() } },
      async (request, reply) => {
        const { row } = await brandingCompany(request);
        // Varies with the session and the host: never shared between people.
        reply.header("cache-control", "private, no-cache").header("vary", "cookie, host");
        return reply
          .type("application/manifest+json; charset=utf-8")
          .send(JSON.stringify(webManifest(row ? presentPublicCompany(row) : null)));
      },
    );

    app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

    app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
      try {
        await deps.database.ping();
        return { status: "ok" };
      } catch {
        return reply.status(503).send({ status: "database unreachable" });
      }
    });
  };
}
