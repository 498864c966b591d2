import { consentEndpoints as endpoints } from "@chorus/shared/onboarding/consent.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { acceptConsent } from "../consent/index.ts";
import { completeIfDone } from "./onboarding.service.ts";

/**
 * Accepting the terms is often a fresh user's last onboarding step, so onboarding owns this route
 * and the consent module stays unaware of onboarding.
 */
export function consentStepRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.postUserConsent, { access: "signedIn" }, async (ctx, request) => {
      const consent = await acceptConsent(ctx, deps.config, request.body);
      await completeIfDone(ctx.db, deps.config, ctx.companyId, ctx.actor.userId);
      return consent;
    });
  };
}
