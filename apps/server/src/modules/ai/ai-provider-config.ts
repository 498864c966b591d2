import type { AiProvider } from "@chorus/shared/ai/ai.contract";

/** A company's AI settings with the key opened: what an adapter needs to call its provider. */
export interface ProviderConfig {
  provider: AiProvider;
  version: string;
  location: string | null;
  project: string | null;
  endpoint: string | null;
  deployment: string | null;
  apiKey: string;
}

export const OPENAI_BASE_URL = "https://api.openai.com";
/** The Azure OpenAI REST API version our request shape follows. */
export const AZURE_API_VERSION = "2024-06-01";
export const vertexBaseUrl = (location: string) => `https://${location}-aiplatform.googleapis.com`;

/** "GPT-3.5-turbo" → "gpt-3.5-turbo": the catalogue's labels are OpenAI's model ids in another case. */
export const openAiModelOf = (version: string): string => version.toLowerCase();

export const trimBase = (url: string): string => url.replace(/\/+$/u, "");
