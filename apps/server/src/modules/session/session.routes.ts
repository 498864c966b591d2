import {
  session2Schema,
  sessionEnhancementSchema,
  sessionProbeSchema,
  sessionRoleBodySchema,
} from "@chorus/shared/session/session.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { loadEnhancement, loadSession2, switchRole } from "./session.service.ts";

export function sessionRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/session",
      {
        config: { access: "public" },
        schema: {
          tags: ["session"],
          summary: "Whether a session exists; the CSRF token comes in the x-csrf-token response header",
          response: { 200: sessionProbeSchema },
        },
      },
      async (request, reply) => {
        deps.csrf.issue(request, reply);
        reply.header("cache-control", "no-store");
        const actor = request.actor;
        return {
          isLoggedIn: actor !== null,
          userId: actor?.userId ?? null,
          role: actor?.role ?? null,
          companyId: actor?.companyId ?? null,
        };
      },
    );

    app.put(
      "/api/session",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["session"],
          summary: "Save the session with another role the user may take",
          body: sessionRoleBodySchema,
          response: { 200: session2Schema },
        },
      },
      async (request) => switchRole(contextOf(request, deps.db), deps.sessions, request.body.role),
    );

    app.get(
      "/api/session2",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["session"],
          summary: "The session: user, active role, company",
          response: { 200: session2Schema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return loadSession2(contextOf(request, deps.db));
      },
    );

    app.get(
      "/api/session2/user/enhancement",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["session"],
          summary: "User settings beyond the session",
          response: { 200: sessionEnhancementSchema },
        },
      },
      async (request) => loadEnhancement(contextOf(request, deps.db)),
    );
  };
}
