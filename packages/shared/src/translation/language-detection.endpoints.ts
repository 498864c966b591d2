import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { languageOptionSchema } from "../language/languages.ts";
import {
  langDetectBodySchema,
  langDetectResponseSchema,
  langListQuerySchema,
  langMapSchema,
} from "./translation.contract.ts";

export const languageDetectionEndpoints = {
  postLangDetect: defineEndpoint({
    method: "POST",
    path: "/api/lang/detect",
    tag: "language",
    summary: "Detect the language of a text (offline); the company's map applies",
    body: langDetectBodySchema,
    response: langDetectResponseSchema,
  }),
  getLang: defineEndpoint({
    method: "GET",
    path: "/api/lang",
    tag: "language",
    summary: "Languages; filter=supportedRead (the default) lists the supported read languages",
    query: langListQuerySchema,
    response: z.array(languageOptionSchema),
  }),
  getLangMap: defineEndpoint({
    method: "GET",
    path: "/api/lang/map",
    tag: "language",
    summary: "The company's map of detected language codes onto supported read languages",
    response: langMapSchema,
  }),
  putLangMap: defineEndpoint({
    method: "PUT",
    path: "/api/lang/map",
    tag: "language",
    summary:
      "Replace the map of detected language codes onto supported read languages ({ map: { nn: 'no' } })",
    body: langMapSchema,
    response: langMapSchema,
  }),
};
