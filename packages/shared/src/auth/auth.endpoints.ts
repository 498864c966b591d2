import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { passwordLoginBodySchema, passwordLoginResponseSchema } from "./auth.contract.ts";

export const authEndpoints = {
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
