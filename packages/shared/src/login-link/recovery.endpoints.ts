import { defineEndpoint } from "../http/endpoint.ts";
import {
  recoveryBodySchema,
  recoveryResponseSchema,
  subdomainCheckBodySchema,
  subdomainCheckResponseSchema,
} from "./login-link.contract.ts";

export const recoveryEndpoints = {
  postUserRecovery: defineEndpoint({
    method: "POST",
    path: "/api/user/recovery",
    tag: "login-link",
    summary: "Mail the list of sites where this address has an account (always answers sent)",
    body: recoveryBodySchema,
    response: recoveryResponseSchema,
  }),
  postSubdomainCheck: defineEndpoint({
    method: "POST",
    path: "/api/subdomain/check",
    tag: "login-link",
    summary: "Does a company live at this subdomain? (subdomain finder)",
    body: subdomainCheckBodySchema,
    response: subdomainCheckResponseSchema,
  }),
};
