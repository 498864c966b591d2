import { isAdminLevel } from "@chorus/shared/access/roles";
import { onboardingEndpoints as endpoints } from "@chorus/shared/onboarding/onboarding.endpoints";
import type { FastifyInstance } from "fastify";
import type { Actor } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { getOnboardingState, triggerEvents } from "./onboarding.service.ts";
import { listOnboardingPages, saveOnboardingPages } from "./onboarding-pages.service.ts";
import { deletePrivacyPolicy, getPrivacyPolicy, savePrivacyPolicy } from "./privacy-policy.service.ts";

/** Company admin, partner or smarper (admin-level, access §6). */
const adminLevel = { check: (actor: Actor) => isAdminLevel(actor.role) };

export function onboardingRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.getOnboardingState, { access: "signedIn" }, (ctx) =>
      getOnboardingState(ctx, deps.config),
    );

    serve(endpoints.postUserMeEvent, { access: "signedIn" }, (ctx, request) =>
      triggerEvents(ctx, deps.config, request.body.triggeredEventList),
    );

    serve(endpoints.getOnboardingPrivacypolicyByCompanyId, { access: "signedIn" }, (ctx, request) =>
      getPrivacyPolicy(ctx, request.params.companyId),
    );

    serve(endpoints.putOnboardingPrivacypolicy, { access: adminLevel }, (ctx, request) =>
      savePrivacyPolicy(ctx, request.body),
    );

    serve(endpoints.deleteOnboardingPrivacypolicyByCompanyId, { access: adminLevel }, (ctx, request) =>
      deletePrivacyPolicy(ctx, request.params.companyId),
    );

    serve(endpoints.getOnboardingPagesByCompanyId, { access: "signedIn" }, (ctx, request) =>
      listOnboardingPages(ctx, request.params.companyId),
    );

    serve(endpoints.putOnboardingPages, { access: adminLevel }, (ctx, request) =>
      saveOnboardingPages(ctx, request.body),
    );
  };
}
