import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import {
  aiMessageBodySchema,
  aiMessageResponseSchema,
  aiSettingsBodySchema,
  aiSettingsSchema,
  aiSimilarityBodySchema,
  aiSimilarityResponseSchema,
  aiVersionsSchema,
} from "./ai.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });

export const aiEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/ai",
    tag: "ai",
    summary: "The company's AI settings (the API key is never returned, only hasApiKey)",
    params: companyParams,
    response: aiSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/ai",
    tag: "ai",
    summary: "Save the company's AI settings; apiKey omitted keeps the stored key, null removes it",
    params: companyParams,
    body: aiSettingsBodySchema,
    response: aiSettingsSchema,
  }),
  versions: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/ai/versions",
    tag: "ai",
    summary: "AI providers with their versions and locations",
    params: companyParams,
    response: aiVersionsSchema,
  }),
  shareMessages: defineEndpoint({
    method: "POST",
    path: "/api/share/ai_message",
    tag: ["share", "ai"],
    summary: "Distinct AI-written share messages for this employee, within the network's limit",
    body: aiMessageBodySchema,
    response: aiMessageResponseSchema,
  }),
  similarity: defineEndpoint({
    method: "POST",
    path: "/api/share/ai_message/similarity",
    tag: ["share", "ai"],
    summary: "How many colleagues already shared this post with exactly this text",
    body: aiSimilarityBodySchema,
    response: aiSimilarityResponseSchema,
  }),
};
