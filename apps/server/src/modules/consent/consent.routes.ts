import { consentBodySchema, consentSchema } from "@chorus/shared/onboarding/consent.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { completeIfDone } from "../onboarding/index.ts";
import { acceptConsent, getMyConsent } from "./consent.service.ts";

export function consentRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/user/consent",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["consent"],
          summary: "The versions of the terms and policies the user accepted, and the latest ones",
          response: { 200: consentSchema },
        },
      },
      async (request) => getMyConsent(contextOf(request, deps.db), deps.config),
    );

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
        // Consent may be a fresh user's last onboarding step.
        await completeIfDone(ctx.db, deps.config, ctx.companyId, ctx.actor.userId);
        return consent;
      },
    );
  };
}
