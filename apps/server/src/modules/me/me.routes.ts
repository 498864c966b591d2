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
} from "@chorus/shared/onboarding/onboarding.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE, secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { deleteMe, updateMe } from "./me.service.ts";
import { chooseGroup, chooseTeams } from "./me-group.service.ts";
import { createMobileLink, exchangeMobileLink } from "./mobile-link.service.ts";

export function meRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    app.put(
      "/api/user/me/group",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["user"],
          summary: "Join a group (onboarding); a full group queues the user (400.74)",
          body: myGroupBodySchema,
          response: { 200: myGroupResultSchema },
        },
      },
      async (request) => chooseGroup(contextOf(request, deps.db), request.body.groupId),
    );

    app.put(
      "/api/user/me/team",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["user"],
          summary: "Join teams of the user's group (onboarding team steps)",
          body: myTeamBodySchema,
          response: { 200: myTeamResultSchema },
        },
      },
      async (request) => chooseTeams(contextOf(request, deps.db), request.body.teamIdList),
    );

    app.put(
      "/api/user/me",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["user"],
          summary: "Update the user's own first and last name, or the anonymous choice",
          body: updateMeBodySchema,
          response: { 200: meSchema },
        },
      },
      async (request) => updateMe(contextOf(request, deps.db), request.body),
    );

    app.delete(
      "/api/user/me",
      {
        config: { access: "signedIn", rateLimit: authLimit },
        schema: {
          tags: ["user"],
          summary: "Delete the user's own account (password required when the account has one)",
          body: deleteMeBodySchema,
          response: { 200: deleteMeResultSchema },
        },
      },
      async (request, reply) => {
        const result = await deleteMe(contextOf(request, deps.db), deps.sessions, request.body?.password);
        reply.clearCookie(SESSION_COOKIE, secureCookie);
        return result;
      },
    );

    app.get(
      "/auth/mobile/redirect",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["auth"],
          summary: "A one-time deep link (5 minutes) that signs the mobile app in",
          response: { 200: mobileRedirectSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return createMobileLink(contextOf(request, deps.db));
      },
    );

    app.post(
      "/auth/mobile/login",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["auth"],
          summary: "The mobile app exchanges the deep link's token for a session",
          body: mobileLoginBodySchema,
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request, reply) => exchangeMobileLink(deps.db, deps.sessions, reply, request.body.token),
    );
  };
}
