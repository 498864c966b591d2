import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import {
  deleteMeBodySchema,
  deleteMeResultSchema,
  meSchema,
  mobileLoginBodySchema,
  mobileRedirectSchema,
  myGroupBodySchema,
  myGroupResultSchema,
  myTeamBodySchema,
  myTeamResultSchema,
  updateMeBodySchema,
} from "./onboarding.contract.ts";

export const meEndpoints = {
  putUserMeGroup: defineEndpoint({
    method: "PUT",
    path: "/api/user/me/group",
    summary: "Join a group (onboarding); a full group queues the user (400.74)",
    body: myGroupBodySchema,
    response: myGroupResultSchema,
  }),
  putUserMeTeam: defineEndpoint({
    method: "PUT",
    path: "/api/user/me/team",
    summary: "Join teams of the user's group (onboarding team steps)",
    body: myTeamBodySchema,
    response: myTeamResultSchema,
  }),
  putUserMe: defineEndpoint({
    method: "PUT",
    path: "/api/user/me",
    summary: "Update the user's own first and last name, or the anonymous choice",
    body: updateMeBodySchema,
    response: meSchema,
  }),
  deleteUserMe: defineEndpoint({
    method: "DELETE",
    path: "/api/user/me",
    summary: "Delete the user's own account (password required when the account has one)",
    body: deleteMeBodySchema,
    response: deleteMeResultSchema,
  }),
  getAuthMobileRedirect: defineEndpoint({
    method: "GET",
    path: "/auth/mobile/redirect",
    summary: "A one-time deep link (5 minutes) that signs the mobile app in",
    response: mobileRedirectSchema,
  }),
  postAuthMobileLogin: defineEndpoint({
    method: "POST",
    path: "/auth/mobile/login",
    summary: "The mobile app exchanges the deep link's token for a session",
    body: mobileLoginBodySchema,
    response: z.object({ success: z.literal(true) }),
  }),
};
