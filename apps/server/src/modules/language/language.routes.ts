import {
  languageOptionSchema,
  platformLanguageBodySchema,
  platformLanguageSchema,
  readLanguageBodySchema,
  readLanguageSchema,
  TRANSLATION_TARGETS,
  translationBodySchema,
  translationSchema,
} from "@chorus/shared/language/languages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  getPlatformLanguage,
  getReadLanguages,
  getTranslation,
  setPlatformLanguage,
  setReadLanguages,
  setTranslation,
} from "./language.service.ts";

export function languageRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const signedIn = { access: "signedIn" as const };

    app.get(
      "/api/user/me/language",
      {
        config: signedIn,
        schema: {
          tags: ["language"],
          summary: "The user's platform language",
          response: { 200: platformLanguageSchema },
        },
      },
      async (request) => getPlatformLanguage(contextOf(request, deps.db)),
    );

    app.put(
      "/api/user/me/language",
      {
        config: signedIn,
        schema: {
          tags: ["language"],
          summary: "Change the platform language",
          body: platformLanguageBodySchema,
          response: { 200: platformLanguageSchema },
        },
      },
      async (request) => setPlatformLanguage(contextOf(request, deps.db), request.body.language),
    );

    app.get(
      "/api/user/me/readlang",
      {
        config: signedIn,
        schema: {
          tags: ["language"],
          summary: "The languages the user reads (empty: all)",
          response: { 200: readLanguageSchema },
        },
      },
      async (request) => getReadLanguages(contextOf(request, deps.db)),
    );

    app.put(
      "/api/user/me/readlang",
      {
        config: signedIn,
        schema: {
          tags: ["language"],
          summary: "Set the languages the user reads (empty: all)",
          body: readLanguageBodySchema,
          response: { 200: readLanguageSchema },
        },
      },
      async (request) => setReadLanguages(contextOf(request, deps.db), request.body.readLang),
    );

    app.get(
      "/api/user/me/translation",
      {
        config: signedIn,
        schema: {
          tags: ["language"],
          summary: "The user's machine-translation target language",
          response: { 200: translationSchema },
        },
      },
      async (request) => getTranslation(contextOf(request, deps.db)),
    );

    app.put(
      "/api/user/me/translation",
      {
        config: signedIn,
        schema: {
          tags: ["language"],
          summary: "Set the machine-translation target language",
          body: translationBodySchema,
          response: { 200: translationSchema },
        },
      },
      async (request) => setTranslation(contextOf(request, deps.db), request.body.translation.value),
    );

    app.get(
      "/api/lang/translation-targets",
      {
        config: signedIn,
        schema: {
          tags: ["language"],
          summary: "Languages posts can be machine-translated into",
          response: { 200: z.array(languageOptionSchema) },
        },
      },
      async () => [...TRANSLATION_TARGETS],
    );
  };
}
