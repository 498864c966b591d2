import { authEndpoints } from "@chorus/shared/auth/auth.endpoints";
import { SOCIAL_SIGN_IN_NETWORKS } from "@chorus/shared/auth/sign-in-methods.contract";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { findCompany } from "../company/index.ts";
import { createOidcProviders } from "../social-auth/index.ts";
import { hasSamlIdp } from "./saml.repository.ts";

/**
 * What the login page offers: social networks, single sign-on and passwords. It lives with SAML
 * because it needs both SAML's and social sign-in's answers, and SAML already builds on social sign-in.
 */
export function signInMethodsRoutes(deps: AppDeps) {
  const providers = createOidcProviders(deps.config);
  return async function register(app: FastifyInstance) {
    endpointRouter(app, deps).route(authEndpoints.getAuthMethods, { access: "public" }, async (request) => {
      const companyId = await resolveHostCompanyId(deps.db, request.headers.host, deps.config.baseDomain);
      const company = companyId ? await findCompany(deps.db, companyId) : null;
      return {
        networkList: SOCIAL_SIGN_IN_NETWORKS.filter((n) => providers.isEnabled(n)),
        sso: company ? await hasSamlIdp(deps.db, company.id) : false,
        password: company ? company.isPasswordAuthEnabled : true,
      };
    });
  };
}
