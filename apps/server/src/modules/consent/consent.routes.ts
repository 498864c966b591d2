import { consentSchema } from "@chorus/shared/onboarding/consent.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { getMyConsent } from "./consent.service.ts";

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
  };
}
