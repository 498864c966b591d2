import { consentEndpoints as endpoints } from "@chorus/shared/onboarding/consent.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { completeIfDone } from "../onboarding/index.ts";
import { acceptConsent, getMyConsent } from "./consent.service.ts";

export function consentRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.getUserConsent, { access: "signedIn" }, (ctx) => getMyConsent(ctx, deps.config));

    serve(endpoints.postUserConsent, { access: "signedIn" }, async (ctx, request) => {
      const consent = await acceptConsent(ctx, deps.config, request.body);
      // Consent may be a fresh user's last onboarding step.
      await completeIfDone(ctx.db, deps.config, ctx.companyId, ctx.actor.userId);
      return consent;
    });
  };
}
