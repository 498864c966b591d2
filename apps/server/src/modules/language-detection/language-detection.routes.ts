import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { languageOptionSchema, READ_LANGUAGES } from "@chorus/shared/language/languages";
import {
  langDetectBodySchema,
  langDetectResponseSchema,
  langListQuerySchema,
  langMapSchema,
} from "@chorus/shared/translation/translation.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { detectForActor, readLanguageMap, replaceLanguageMap } from "./language-detection.service.ts";

/** Language detection, the supported read languages and the company's detected-language map. */
export function languageDetectionRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const adminLevel = { access: { roles: MANAGER_ROLES } };

    app.post(
      "/api/lang/detect",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["language"],
          summary: "Detect the language of a text (offline); the company's map applies",
          body: langDetectBodySchema,
          response: { 200: langDetectResponseSchema },
        },
      },
      async (request) => detectForActor(contextOf(request, deps.db), request.body.text),
    );

    app.get(
      "/api/lang",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["language"],
          summary: "Languages; filter=supportedRead (the default) lists the supported read languages",
          querystring: langListQuerySchema,
          response: { 200: z.array(languageOptionSchema) },
        },
      },
      async () => READ_LANGUAGES.map(({ display, value }) => ({ display, value })),
    );

    app.get(
      "/api/lang/map",
      {
        config: adminLevel,
        schema: {
          tags: ["language"],
          summary: "The company's map of detected language codes onto supported read languages",
          response: { 200: langMapSchema },
        },
      },
      async (request) => readLanguageMap(contextOf(request, deps.db)),
    );

    app.put(
      "/api/lang/map",
      {
        config: adminLevel,
        schema: {
          tags: ["language"],
          summary:
            "Replace the map of detected language codes onto supported read languages ({ map: { nn: 'no' } })",
          body: langMapSchema,
          response: { 200: langMapSchema },
        },
      },
      async (request) => replaceLanguageMap(contextOf(request, deps.db), request.body.map),
    );
  };
}
