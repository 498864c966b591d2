import { consentBodySchema, consentSchema } from "@chorus/shared/onboarding/consent.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { acceptConsent } from "../consent/index.ts";
import { completeIfDone } from "./onboarding.service.ts";

/**
 * Accepting the terms is often a fresh user's last onboarding step, so onboarding owns this route
 * and the consent module stays unaware of onboarding.
 */
export function consentStepRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/api/user/consent",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["consent"],
          summary: "Accept the current terms of service, privacy policy and the company's own policy",
          body: consentBodySchema,
          response: { 200: consentSchema },
        },
      },
      async (request) => {
        const ctx = contextOf(request, deps.db);
        const consent = await acceptConsent(ctx, deps.config, request.body);
        await completeIfDone(ctx.db, deps.config, ctx.companyId, ctx.actor.userId);
        return consent;
      },
    );
  };
}
