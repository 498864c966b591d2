import { systemEndpoints as endpoints } from "@chorus/shared/company/system.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { hostNamesACompany, resolveHostCompanyId } from "../../platform/tenant.ts";
import { findCompany, presentPublicCompany } from "../company/index.ts";
import { isTranslationConfigured } from "../translation/index.ts";

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

    route(endpoints.config, { access: "public" }, async (request) => {
      const namesACompany = hostNamesACompany(request.headers.host, config.baseDomain);
      const companyId = namesACompany
        ? await resolveHostCompanyId(deps.db, request.headers.host, config.baseDomain)
        : request.actor?.companyId;
      const row = companyId ? await findCompany(deps.db, companyId) : null;
      return {
        company: row ? presentPublicCompany(row) : null,
        hostNamesACompany: namesACompany,
        environment: config.environment,
        version: config.version,
        translationEnabled: isTranslationConfigured(config.translation),
      };
    });

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
