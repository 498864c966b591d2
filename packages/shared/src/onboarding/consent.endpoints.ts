import { defineEndpoint } from "../http/endpoint.ts";
import { consentBodySchema, consentSchema } from "./consent.contract.ts";

export const consentEndpoints = {
  getUserConsent: defineEndpoint({
    method: "GET",
    path: "/api/user/consent",
    tag: "consent",
    summary: "The versions of the terms and policies the user accepted, and the latest ones",
    response: consentSchema,
  }),
  postUserConsent: defineEndpoint({
    method: "POST",
    path: "/api/user/consent",
    tag: "consent",
    summary: "Accept the current terms of service, privacy policy and the company's own policy",
    body: consentBodySchema,
    response: consentSchema,
  }),
};
