import type { OutboundPolicy } from "./ai-http.ts";
import type { ProviderConfig } from "./ai-provider-config.ts";
import { openAiGenerator } from "./openai.adapter.ts";
import type { TextGenerator } from "./text-generator.ts";
import { vertexGenerator } from "./vertex.adapter.ts";

/** The adapter for a company's provider: Vertex speaks generateContent, the others chat completions. */
export const generatorFor = (config: ProviderConfig, policy: OutboundPolicy): TextGenerator =>
  config.provider === "Vertex" ? vertexGenerator(config, policy) : openAiGenerator(config, policy);
