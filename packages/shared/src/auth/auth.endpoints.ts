import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { passwordLoginBodySchema, passwordLoginResponseSchema } from "./auth.contract.ts";
import { oauthServerParamsSchema, signInMethodsSchema } from "./sign-in-methods.contract.ts";

export const authEndpoints = {
  getAuthMethods: defineEndpoint({
    method: "GET",
    path: "/api/auth/methods",
    tag: "auth",
    summary: "The sign-in methods the login page offers for the host's company",
    response: signInMethodsSchema,
  }),
  postAuthPassword: defineEndpoint({
    method: "POST",
    path: "/auth/password",
    summary: "Sign in with e-mail or phone and password",
    body: passwordLoginBodySchema,
    response: passwordLoginResponseSchema,
  }),
  postAuthOutForceByUserId: defineEndpoint({
    method: "POST",
    path: "/auth/out/force/{userId}",
    summary: "End every session of a user (managers)",
    params: z.object({ userId: objectIdSchema }),
    response: z.object({ userId: objectIdSchema, removedSessionCount: z.number().int() }),
  }),
};

const networkParams = z.object({ network: z.string().max(40) });
/** What a provider sends back to a redirect URI (RFC 6749 §4.1.2); other parameters are let through. */
export const authorizationCallbackQuerySchema = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

/** The sign-in addresses the browser navigates to: they answer with redirects. */
export const authBrowserRoutes = {
  signOut: defineBrowserRoute({
    method: "GET",
    path: "/auth/out",
    answers: "redirect",
    summary: "Sign out and go to the login page",
  }),
  socialSignIn: defineBrowserRoute({
    method: "GET",
    path: "/oauth/{network}/auth",
    answers: "redirect",
    tag: "auth",
    summary: "Social login: go to the network's sign-in (OpenID Connect, PKCE)",
    params: networkParams,
    /** `returnTo` (a local path), or the `oauthserver` parameters of the /authz request to return to. */
    query: oauthServerParamsSchema.extend({ returnTo: z.string().max(2000).optional() }),
  }),
  socialSignInCallback: defineBrowserRoute({
    method: "GET",
    path: "/oauth/{network}/callback",
    answers: "redirect",
    tag: "auth",
    summary: "Social login: the network returns here with the authorization code",
    params: networkParams,
    query: authorizationCallbackQuerySchema,
  }),
};
