import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { companyAdminEndpoints as endpoints } from "@chorus/shared/company/company-admin.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { hostNamesACompany, resolveHostCompanyId } from "../../platform/tenant.ts";
import { findCompany } from "./company.repository.ts";
import { listCompaniesFor, readCompanySettings, updateCompanySettings } from "./company-admin.service.ts";
import { presignedImageUpload } from "./identity-upload.service.ts";
import { legalPagesOf } from "./legal.service.ts";
import { resetWhitelabel, saveWhitelabel } from "./whitelabel.service.ts";

/** Core §2: the companies list is for smarpers and partners; settings are admin-level (group admins read). */
const companyStaff = { roles: ["partner", "smarper"] } as const;
const adminLevel = { roles: MANAGER_ROLES } as const;
/** Core §2 route table: managers, group admins and channel managers open the settings (read-only below admin level). */
const settingsReaders = { roles: [...MANAGER_ROLES, "group_admin", "channel_manager"] } as const;

export function companyRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve, route } = endpointRouter(app, deps);

    serve(endpoints.list, { access: companyStaff }, (ctx) => listCompaniesFor(ctx));
    serve(endpoints.get, { access: settingsReaders }, (ctx, request) =>
      readCompanySettings(ctx, request.params.companyId),
    );
    serve(endpoints.update, { access: adminLevel }, (ctx, request) =>
      updateCompanySettings(ctx, request.params.companyId, request.body),
    );
    serve(endpoints.saveWhitelabel, { access: adminLevel }, (ctx, request) =>
      saveWhitelabel(ctx, request.params.companyId, request.body),
    );
    serve(endpoints.deleteWhitelabel, { access: adminLevel }, (ctx, request) =>
      resetWhitelabel(ctx, request.params.companyId),
    );

    serve(
      endpoints.identityAws,
      { access: "signedIn", rateLimit: { max: 60, timeWindow: "1 minute" } },
      (ctx, request) => presignedImageUpload(ctx, deps.config, request.query.contentType),
    );

    // Public: the legal pages are read before sign-in (consent links to them); host company first.
    route(endpoints.legal, { access: "public" }, async (request) => {
      const { config } = deps;
      const companyId = hostNamesACompany(request.headers.host, config.baseDomain)
        ? await resolveHostCompanyId(deps.db, request.headers.host, config.baseDomain)
        : request.actor?.companyId;
      return legalPagesOf(companyId ? await findCompany(deps.db, companyId) : null);
    });
  };
}
