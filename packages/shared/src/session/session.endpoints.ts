import { defineEndpoint } from "../http/endpoint.ts";
import {
  session2Schema,
  sessionEnhancementSchema,
  sessionProbeSchema,
  sessionRoleBodySchema,
} from "./session.contract.ts";

export const sessionEndpoints = {
  getSession: defineEndpoint({
    method: "GET",
    path: "/api/session",
    summary: "Whether a session exists; the CSRF token comes in the x-csrf-token response header",
    response: sessionProbeSchema,
  }),
  putSession: defineEndpoint({
    method: "PUT",
    path: "/api/session",
    summary: "Save the session with another role the user may take",
    body: sessionRoleBodySchema,
    response: session2Schema,
  }),
  getSession2: defineEndpoint({
    method: "GET",
    path: "/api/session2",
    tag: "session",
    summary: "The session: user, active role, company",
    response: session2Schema,
  }),
  getSession2UserEnhancement: defineEndpoint({
    method: "GET",
    path: "/api/session2/user/enhancement",
    tag: "session",
    summary: "User settings beyond the session",
    response: sessionEnhancementSchema,
  }),
};
