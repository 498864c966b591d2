import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import {
  blockwordBodySchema,
  blockwordListSchema,
  blockwordValidateBodySchema,
  blockwordValidateResponseSchema,
} from "@chorus/shared/blockword/blockword.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readBlockedWords, replaceBlockedWords, validateAgainstBlockedWords } from "./blockword.service.ts";

/** The company's blocked words (admin-level), and the check the editor runs while typing. */
export function blockwordRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const adminLevel = { access: { roles: MANAGER_ROLES } };

    app.get(
      "/api/blockword",
      {
        config: adminLevel,
        schema: {
          tags: ["blockword"],
          summary: "The company's blocked words",
          response: { 200: blockwordListSchema },
        },
      },
      async (request) => readBlockedWords(contextOf(request, deps.db)),
    );

    app.put(
      "/api/blockword",
      {
        config: adminLevel,
        schema: {
          tags: ["blockword"],
          summary:
            "Replace the blocked words (whole words or phrases, case-insensitive). Posts and comments containing one are refused",
          body: blockwordBodySchema,
          response: { 200: blockwordListSchema },
        },
      },
      async (request) => replaceBlockedWords(contextOf(request, deps.db), request.body.wordList),
    );

    app.post(
      "/api/blockword/validate",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["blockword"],
          summary: "Whether a text is free of blocked words; word names the first one found",
          body: blockwordValidateBodySchema,
          response: { 200: blockwordValidateResponseSchema },
        },
      },
      async (request) => validateAgainstBlockedWords(contextOf(request, deps.db), request.body.text),
    );
  };
}
