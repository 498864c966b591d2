import type { AiProvider, AiSettings, AiSettingsBody } from "@chorus/shared/ai/ai.contract";
import { AI_LOCATIONS, AI_PROVIDERS, AI_VERSIONS } from "@chorus/shared/ai/ai.contract";
import { aiSettingsProblem } from "@chorus/shared/ai/ai-settings.rules";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { OutboundError, parseOutboundUrl } from "../../platform/outbound/ssrf-guard.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import type { OutboundPolicy } from "./ai-http.ts";
import { type AiSettingRow, findAiSetting, saveAiSetting } from "./ai-settings.repository.ts";
import { loadKeyCipher } from "./key-cipher.ts";

const presentSettings = (row: AiSettingRow | null): AiSettings => ({
  isEnabled: row?.isEnabled ?? false,
  provider: (row?.provider as AiProvider | null) ?? null,
  version: row?.version ?? null,
  location: row?.location ?? null,
  project: row?.project ?? null,
  endpoint: row?.endpoint ?? null,
  deployment: row?.deployment ?? null,
  hasApiKey: Boolean(row?.apiKeySealed),
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** GET /api/company/{companyId}/ai: never the key, only whether one is kept. */
export async function readAiSettings(ctx: RequestContext, companyId: string): Promise<AiSettings> {
  requireSameCompany(ctx, companyId);
  return presentSettings(await findAiSetting(ctx.db, ctx.companyId));
}

/** PUT /api/company/{companyId}/ai: the key is sealed before it is stored. */
export async function updateAiSettings(
  ctx: RequestContext,
  companyId: string,
  body: AiSettingsBody,
  policy: OutboundPolicy,
): Promise<AiSettings> {
  requireSameCompany(ctx, companyId);
  const endpoint = body.endpoint || null;
  if (endpoint) {
    try {
      parseOutboundUrl(endpoint, policy);
    } catch (error) {
      if (error instanceof OutboundError) throw badRequest(`endpoint: ${error.message}`);
      throw error;
    }
  }
  const cipher = await loadKeyCipher(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const current = await findAiSetting(tx, ctx.companyId);
    const apiKeySealed =
      body.apiKey === undefined
        ? (current?.apiKeySealed ?? null)
        : body.apiKey === null
          ? null
          : cipher.seal(body.apiKey);
    const values = {
      isEnabled: body.isEnabled,
      provider: body.provider ?? null,
      version: body.version || null,
      location: body.location || null,
      project: body.project || null,
      endpoint,
      deployment: body.deployment || null,
      apiKeySealed,
      updatedBy: ctx.actor.userId,
      updatedAt: new Date(),
    };
    const problem = aiSettingsProblem({ ...values, hasApiKey: apiKeySealed !== null });
    if (problem) throw badRequest(problem);
    return presentSettings(await saveAiSetting(tx, ctx.companyId, values));
  });
}

/** GET /api/company/{companyId}/ai/versions: the catalogue's enumerations per provider. */
export function listAiVersions(ctx: RequestContext, companyId: string) {
  requireSameCompany(ctx, companyId);
  return {
    providerList: AI_PROVIDERS.map((provider) => ({
      provider,
      versionList: [...AI_VERSIONS[provider]],
      locationList: [...AI_LOCATIONS[provider]],
    })),
  };
}
