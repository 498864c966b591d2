import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { blockwordEndpoints as endpoints } from "@chorus/shared/blockword/blockword.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { readBlockedWords, replaceBlockedWords, validateAgainstBlockedWords } from "./blockword.service.ts";

/** The company's blocked words (admin-level), and the check the editor runs while typing. */
export function blockwordRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const adminLevel = { access: { roles: MANAGER_ROLES } };

    serve(endpoints.list, adminLevel, (ctx) => readBlockedWords(ctx));

    serve(endpoints.replace, adminLevel, (ctx, request) => replaceBlockedWords(ctx, request.body.wordList));

    serve(endpoints.validate, { access: "signedIn" }, (ctx, request) =>
      validateAgainstBlockedWords(ctx, request.body.text),
    );
  };
}
