import type { OutboundPolicy } from "./ai-http.ts";
import { postJson } from "./ai-http.ts";
import { type ProviderConfig, trimBase, vertexBaseUrl } from "./ai-provider-config.ts";
import {
  type GenerateRequest,
  ProviderError,
  providerErrorOf,
  type TextGenerator,
} from "./text-generator.ts";

/**
 * Vertex AI generateContent for the Gemini models. The settings' key is sent as an OAuth bearer
 * token when it is one (Google access tokens start with "ya29."), otherwise as a Google API key
 * (`x-goog-api-key`). The endpoint setting replaces the regional base URL (tests, proxies).
 */
export function vertexGenerator(config: ProviderConfig, policy: OutboundPolicy): TextGenerator {
  const location = config.location ?? "";
  const base = trimBase(config.endpoint ?? vertexBaseUrl(location));
  const url =
    `${base}/v1/projects/${encodeURIComponent(config.project ?? "")}/locations/${encodeURIComponent(location)}` +
    `/publishers/google/models/${encodeURIComponent(config.version)}:generateContent`;
  const headers: Record<string, string> = config.apiKey.startsWith("ya29.")
    ? { authorization: `Bearer ${config.apiKey}` }
    : { "x-goog-api-key": config.apiKey };
  return {
    async generate(request: GenerateRequest) {
      const answer = await postJson(
        url,
        {
          systemInstruction: { parts: [{ text: request.system }] },
          contents: [{ role: "user", parts: [{ text: request.prompt }] }],
          generationConfig: {
            maxOutputTokens: request.maxTokens,
            temperature: 0.9,
            candidateCount: 1,
            responseMimeType: "application/json",
          },
        },
        { headers, timeoutMs: request.timeoutMs, policy, provider: config.provider },
      );
      if (answer.status !== 200) throw providerErrorOf(answer.status, config.provider);
      const parts = (answer.body as { candidates?: { content?: { parts?: { text?: unknown }[] } }[] } | null)
        ?.candidates?.[0]?.content?.parts;
      const text = (parts ?? []).map((part) => (typeof part.text === "string" ? part.text : "")).join("");
      if (!text.trim()) throw new ProviderError("unreadable", `${config.provider} answered without text`);
      return text;
    },
  };
}
