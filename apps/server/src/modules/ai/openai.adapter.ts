import type { OutboundPolicy } from "./ai-http.ts";
import { postJson } from "./ai-http.ts";
import {
  AZURE_API_VERSION,
  OPENAI_BASE_URL,
  openAiModelOf,
  type ProviderConfig,
  trimBase,
} from "./ai-provider-config.ts";
import {
  type GenerateRequest,
  ProviderError,
  providerErrorOf,
  type TextGenerator,
} from "./text-generator.ts";

/**
 * The OpenAI chat-completions API, which also covers Azure Open AI (deployment URL, `api-key`
 * header) and any OpenAI-compatible server: a self-hosted one through the endpoint setting, and
 * 'Haiilo AI', which we treat as an OpenAI-compatible server at its configured endpoint.
 */
export function openAiGenerator(config: ProviderConfig, policy: OutboundPolicy): TextGenerator {
  const isAzure = config.provider === "Azure Open AI";
  const url = isAzure
    ? `${trimBase(config.endpoint ?? "")}/openai/deployments/${encodeURIComponent(config.deployment ?? "")}/chat/completions?api-version=${AZURE_API_VERSION}`
    : `${trimBase(config.endpoint ?? OPENAI_BASE_URL).replace(/\/v1$/u, "")}/v1/chat/completions`;
  const headers: Record<string, string> = isAzure
    ? { "api-key": config.apiKey }
    : { authorization: `Bearer ${config.apiKey}` };
  return {
    async generate(request: GenerateRequest) {
      const answer = await postJson(
        url,
        {
          // Azure routes by deployment and ignores the model; OpenAI-compatible servers need it.
          ...(isAzure ? {} : { model: openAiModelOf(config.version) }),
          messages: [
            { role: "system", content: request.system },
            { role: "user", content: request.prompt },
          ],
          max_tokens: request.maxTokens,
          // Varied wording is the point: twenty identical shares look fake.
          temperature: 0.9,
        },
        { headers, timeoutMs: request.timeoutMs, policy, provider: config.provider },
      );
      if (answer.status !== 200) throw providerErrorOf(answer.status, config.provider);
      const content = (answer.body as { choices?: { message?: { content?: unknown } }[] } | null)
        ?.choices?.[0]?.message?.content;
      if (typeof content !== "string" || !content.trim())
        throw new ProviderError("unreadable", `${config.provider} answered without a message`);
      return content;
    },
  };
}
