import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import {
  languageOptionSchema,
  platformLanguageBodySchema,
  platformLanguageSchema,
  readLanguageBodySchema,
  readLanguageSchema,
  translationBodySchema,
  translationSchema,
} from "./languages.ts";

export const languageEndpoints = {
  platformLanguage: defineEndpoint({
    method: "GET",
    path: "/api/user/me/language",
    tag: "language",
    summary: "The user's platform language",
    response: platformLanguageSchema,
  }),
  setPlatformLanguage: defineEndpoint({
    method: "PUT",
    path: "/api/user/me/language",
    tag: "language",
    summary: "Change the platform language",
    body: platformLanguageBodySchema,
    response: platformLanguageSchema,
  }),
  readLanguages: defineEndpoint({
    method: "GET",
    path: "/api/user/me/readlang",
    tag: "language",
    summary: "The languages the user reads (empty: all)",
    response: readLanguageSchema,
  }),
  setReadLanguages: defineEndpoint({
    method: "PUT",
    path: "/api/user/me/readlang",
    tag: "language",
    summary: "Set the languages the user reads (empty: all)",
    body: readLanguageBodySchema,
    response: readLanguageSchema,
  }),
  translationLanguage: defineEndpoint({
    method: "GET",
    path: "/api/user/me/translation",
    tag: "language",
    summary: "The user's machine-translation target language",
    response: translationSchema,
  }),
  setTranslationLanguage: defineEndpoint({
    method: "PUT",
    path: "/api/user/me/translation",
    tag: "language",
    summary: "Set the machine-translation target language",
    body: translationBodySchema,
    response: translationSchema,
  }),
  translationTargets: defineEndpoint({
    method: "GET",
    path: "/api/lang/translation-targets",
    tag: "language",
    summary: "Languages posts can be machine-translated into",
    response: z.array(languageOptionSchema),
  }),
};

/** The UI texts as static-like files (catalogue Language section), with ETags. */
export const languageFileRoutes = {
  reactTranslations: defineBrowserRoute({
    method: "GET",
    path: "/languages/reacttranslations/{file}",
    answers: "file",
    summary: "The UI texts of a language",
  }),
  languageFile: defineBrowserRoute({
    method: "GET",
    path: "/languages/{file}",
    answers: "file",
    summary: "The texts of a language other than English",
  }),
};
