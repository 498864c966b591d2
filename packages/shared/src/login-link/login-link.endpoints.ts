import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import {
  loginLinkBodySchema,
  loginLinkDomainsSchema,
  loginLinkResponseSchema,
} from "./login-link.contract.ts";

export const loginLinkEndpoints = {
  putUser: defineEndpoint({
    method: "PUT",
    path: "/api/user",
    tag: "login-link",
    summary: "Send a one-time login link (15 minutes) to an e-mail address",
    body: loginLinkBodySchema,
    response: loginLinkResponseSchema,
  }),
  getUserLoginLinkDomains: defineEndpoint({
    method: "GET",
    path: "/api/user/login-link/domains",
    tag: "login-link",
    summary: "The host company's first 6 e-mail domains, for the login-link dialog",
    response: loginLinkDomainsSchema,
  }),
};

/** The link of a login or registration mail. */
export const loginLinkBrowserRoutes = {
  open: defineBrowserRoute({
    method: "GET",
    path: "/auth/link/{token}",
    answers: "redirect",
    tag: "login-link",
    summary: "Open a login or registration link: signs in and goes to the feed",
    params: z.object({ token: z.string().min(1).max(200) }),
  }),
};
