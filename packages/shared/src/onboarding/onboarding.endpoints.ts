import { defineEndpoint } from "../http/endpoint.ts";
import {
  companyIdParamsSchema,
  onboardingPageListSchema,
  onboardingPagesBodySchema,
  onboardingStateSchema,
  privacyPolicyBodySchema,
  privacyPolicySchema,
  userEventBodySchema,
  userEventResultSchema,
} from "./onboarding.contract.ts";

export const onboardingEndpoints = {
  getOnboardingState: defineEndpoint({
    method: "GET",
    path: "/api/onboarding/state",
    summary: "The onboarding steps that apply to the user, the current one and the step counter",
    response: onboardingStateSchema,
  }),
  postUserMeEvent: defineEndpoint({
    method: "POST",
    path: "/api/user/me/event",
    tag: "onboarding",
    summary:
      "Record user events (onboarding steps completed …); finishing the last step completes onboarding",
    body: userEventBodySchema,
    response: userEventResultSchema,
  }),
  getOnboardingPrivacypolicyByCompanyId: defineEndpoint({
    method: "GET",
    path: "/api/onboarding/privacypolicy/{companyId}",
    summary: "The company's custom privacy policy (version 0: none)",
    params: companyIdParamsSchema,
    response: privacyPolicySchema,
  }),
  putOnboardingPrivacypolicy: defineEndpoint({
    method: "PUT",
    path: "/api/onboarding/privacypolicy",
    summary: "Create or replace the company's privacy policy; users consent to the new version",
    body: privacyPolicyBodySchema,
    response: privacyPolicySchema,
  }),
  deleteOnboardingPrivacypolicyByCompanyId: defineEndpoint({
    method: "DELETE",
    path: "/api/onboarding/privacypolicy/{companyId}",
    summary: "Remove the company's custom privacy policy",
    params: companyIdParamsSchema,
    response: privacyPolicySchema,
  }),
  getOnboardingPagesByCompanyId: defineEndpoint({
    method: "GET",
    path: "/api/onboarding/pages/{companyId}",
    summary: "The company's onboarding pages: welcome, group, team",
    params: companyIdParamsSchema,
    response: onboardingPageListSchema,
  }),
  putOnboardingPages: defineEndpoint({
    method: "PUT",
    path: "/api/onboarding/pages",
    summary: "Save one or more onboarding pages",
    body: onboardingPagesBodySchema,
    response: onboardingPageListSchema,
  }),
};
