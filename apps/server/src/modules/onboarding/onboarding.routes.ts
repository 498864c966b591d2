import { isAdminLevel } from "@chorus/shared/access/roles";
import {
  companyIdParamsSchema,
  onboardingPageListSchema,
  onboardingPagesBodySchema,
  onboardingStateSchema,
  privacyPolicyBodySchema,
  privacyPolicySchema,
  userEventBodySchema,
  userEventResultSchema,
} from "@chorus/shared/onboarding/onboarding.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Actor } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { getOnboardingState, triggerEvents } from "./onboarding.service.ts";
import { listOnboardingPages, saveOnboardingPages } from "./onboarding-pages.service.ts";
import { deletePrivacyPolicy, getPrivacyPolicy, savePrivacyPolicy } from "./privacy-policy.service.ts";

/** Company admin, partner or smarper (admin-level, access §6). */
const adminLevel = { check: (actor: Actor) => isAdminLevel(actor.role) };

export function onboardingRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/onboarding/state",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["onboarding"],
          summary: "The onboarding steps that apply to the user, the current one and the step counter",
          response: { 200: onboardingStateSchema },
        },
      },
      async (request) => getOnboardingState(contextOf(request, deps.db), deps.config),
    );

    app.post(
      "/api/user/me/event",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["onboarding"],
          summary:
            "Record user events (onboarding steps completed …); finishing the last step completes onboarding",
          body: userEventBodySchema,
          response: { 200: userEventResultSchema },
        },
      },
      async (request) =>
        triggerEvents(contextOf(request, deps.db), deps.config, request.body.triggeredEventList),
    );

    app.get(
      "/api/onboarding/privacypolicy/:companyId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["onboarding"],
          summary: "The company's custom privacy policy (version 0: none)",
          params: companyIdParamsSchema,
          response: { 200: privacyPolicySchema },
        },
      },
      async (request) => getPrivacyPolicy(contextOf(request, deps.db), request.params.companyId),
    );

    app.put(
      "/api/onboarding/privacypolicy",
      {
        config: { access: adminLevel },
        schema: {
          tags: ["onboarding"],
          summary: "Create or replace the company's privacy policy; users consent to the new version",
          body: privacyPolicyBodySchema,
          response: { 200: privacyPolicySchema },
        },
      },
      async (request) => savePrivacyPolicy(contextOf(request, deps.db), request.body),
    );

    app.delete(
      "/api/onboarding/privacypolicy/:companyId",
      {
        config: { access: adminLevel },
        schema: {
          tags: ["onboarding"],
          summary: "Remove the company's custom privacy policy",
          params: companyIdParamsSchema,
          response: { 200: privacyPolicySchema },
        },
      },
      async (request) => deletePrivacyPolicy(contextOf(request, deps.db), request.params.companyId),
    );

    app.get(
      "/api/onboarding/pages/:companyId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["onboarding"],
          summary: "The company's onboarding pages: welcome, group, team",
          params: companyIdParamsSchema,
          response: { 200: onboardingPageListSchema },
        },
      },
      async (request) => listOnboardingPages(contextOf(request, deps.db), request.params.companyId),
    );

    app.put(
      "/api/onboarding/pages",
      {
        config: { access: adminLevel },
        schema: {
          tags: ["onboarding"],
          summary: "Save one or more onboarding pages",
          body: onboardingPagesBodySchema,
          response: { 200: onboardingPageListSchema },
        },
      },
      async (request) => saveOnboardingPages(contextOf(request, deps.db), request.body),
    );
  };
}
