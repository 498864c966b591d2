import { consentEndpoints as endpoints } from "@chorus/shared/onboarding/consent.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { getMyConsent } from "./consent.service.ts";

export function consentRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.getUserConsent, { access: "signedIn" }, (ctx) => getMyConsent(ctx, deps.config));
  };
}
