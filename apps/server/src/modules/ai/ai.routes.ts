import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import {
  aiMessageBodySchema,
  aiMessageResponseSchema,
  aiSettingsBodySchema,
  aiSettingsSchema,
  aiSimilarityBodySchema,
  aiSimilarityResponseSchema,
  aiVersionsSchema,
} from "@chorus/shared/ai/ai.contract";
import { objectIdSchema } from "@chorus/shared/ids/object-id";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { checkSimilarity, suggestShareMessages } from "./ai-message.service.ts";
import { listAiVersions, readAiSettings, updateAiSettings } from "./ai-settings.service.ts";

const companyParams = z.object({ companyId: objectIdSchema });
/** Company AI settings are admin-level (manager) business; another company answers 404. */
const adminLevel = { roles: MANAGER_ROLES } as const;

export function aiRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/company/:companyId/ai",
      {
        config: { access: adminLevel },
        schema: {
          tags: ["ai"],
          summary: "The company's AI settings (the API key is never returned, only hasApiKey)",
          params: companyParams,
          response: { 200: aiSettingsSchema },
        },
      },
      async (request) => readAiSettings(contextOf(request, deps.db), request.params.companyId),
    );

    app.put(
      "/api/company/:companyId/ai",
      {
        config: { access: adminLevel },
        schema: {
          tags: ["ai"],
          summary: "Save the company's AI settings; apiKey omitted keeps the stored key, null removes it",
          params: companyParams,
          body: aiSettingsBodySchema,
          response: { 200: aiSettingsSchema },
        },
      },
      async (request) =>
        updateAiSettings(contextOf(request, deps.db), request.params.companyId, request.body, deps),
    );

    app.get(
      "/api/company/:companyId/ai/versions",
      {
        config: { access: adminLevel },
        schema: {
          tags: ["ai"],
          summary: "AI providers with their versions and locations",
          params: companyParams,
          response: { 200: aiVersionsSchema },
        },
      },
      async (request) => listAiVersions(contextOf(request, deps.db), request.params.companyId),
    );

    app.post(
      "/api/share/ai_message",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["share", "ai"],
          summary: "Distinct AI-written share messages for this employee, within the network's limit",
          body: aiMessageBodySchema,
          response: { 200: aiMessageResponseSchema },
        },
      },
      async (request) => suggestShareMessages(contextOf(request, deps.db), request.body, deps),
    );

    app.post(
      "/api/share/ai_message/similarity",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["share", "ai"],
          summary: "How many colleagues already shared this post with exactly this text",
          body: aiSimilarityBodySchema,
          response: { 200: aiSimilarityResponseSchema },
        },
      },
      async (request) => checkSimilarity(contextOf(request, deps.db), request.body),
    );
  };
}
