import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { aiEndpoints as endpoints } from "@chorus/shared/ai/ai.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { checkSimilarity, suggestShareMessages } from "./ai-message.service.ts";
import { listAiVersions, readAiSettings, updateAiSettings } from "./ai-settings.service.ts";

/** Company AI settings are admin-level (manager) business; another company answers 404. */
const adminLevel = { roles: MANAGER_ROLES } as const;

export function aiRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.settings, { access: adminLevel }, (ctx, request) =>
      readAiSettings(ctx, request.params.companyId),
    );

    serve(endpoints.saveSettings, { access: adminLevel }, (ctx, request) =>
      updateAiSettings(ctx, request.params.companyId, request.body, deps),
    );

    serve(endpoints.versions, { access: adminLevel }, (ctx, request) =>
      listAiVersions(ctx, request.params.companyId),
    );

    serve(endpoints.shareMessages, { access: "signedIn" }, (ctx, request) =>
      suggestShareMessages(ctx, request.body, deps),
    );

    serve(endpoints.similarity, { access: "signedIn" }, (ctx, request) => checkSimilarity(ctx, request.body));
  };
}
