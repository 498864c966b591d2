import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { passwordLoginBodySchema, passwordLoginResponseSchema } from "./auth.contract.ts";
import { signInMethodsSchema } from "./sign-in-methods.contract.ts";

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
