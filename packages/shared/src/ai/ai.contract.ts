import { z } from "zod";
import { ERROR_CODES } from "../errors/error-codes.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { shareMediaSchema } from "../share/share.contract.ts";

/**
 * Company AI settings and AI share messages (catalogue §3 enumerations; "Company … ai";
 * "Share … ai_message").
 */

/** Catalogue §3 "AI provider". */
export const AI_PROVIDERS = ["Open AI", "Vertex", "Azure Open AI", "Haiilo AI"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
/** Catalogue §3 "OpenAI version". */
export const OPENAI_VERSIONS = ["GPT-3.5-turbo", "GPT-4"] as const;
/** Catalogue §3 "Vertex version". */
export const VERTEX_VERSIONS = ["gemini-1.5-pro", "gemini-2.0-flash-lite", "gemini-2.0-flash"] as const;
/** Catalogue §3 "Vertex location". */
export const VERTEX_LOCATIONS = ["europe-west3", "europe-west1", "us-central1"] as const;
/** Catalogue §3 "AI share message length" and "tonality". */
export const AI_MESSAGE_LENGTHS = ["short", "long"] as const;
export const AI_MESSAGE_TONALITIES = ["formal", "informal"] as const;

/**
 * The versions each provider accepts. Azure Open AI and Haiilo AI speak the OpenAI chat-completions
 * API, so they take the OpenAI versions (Azure routes by deployment; the version names the model).
 */
export const AI_VERSIONS: Readonly<Record<AiProvider, readonly string[]>> = {
  "Open AI": OPENAI_VERSIONS,
  "Azure Open AI": OPENAI_VERSIONS,
  "Haiilo AI": OPENAI_VERSIONS,
  Vertex: VERTEX_VERSIONS,
};
/** Only Vertex has locations. */
export const AI_LOCATIONS: Readonly<Record<AiProvider, readonly string[]>> = {
  "Open AI": [],
  "Azure Open AI": [],
  "Haiilo AI": [],
  Vertex: VERTEX_LOCATIONS,
};

export const aiProviderSchema = z.enum(AI_PROVIDERS);

/** GET /api/company/{companyId}/ai: the key itself never leaves the server, only whether one is kept. */
export const aiSettingsSchema = z.object({
  isEnabled: z.boolean(),
  provider: aiProviderSchema.nullable(),
  version: z.string().nullable(),
  location: z.string().nullable(),
  /** Vertex: the Google Cloud project the model runs in. */
  project: z.string().nullable(),
  /** Base URL: required for Azure Open AI and Haiilo AI; overrides the public one for Open AI (self-hosted) and Vertex. */
  endpoint: z.string().nullable(),
  /** Azure Open AI deployment name. */
  deployment: z.string().nullable(),
  hasApiKey: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * PUT /api/company/{companyId}/ai. `apiKey` is write-only: omitted keeps the stored key, a string
 * replaces it, null removes it.
 */
export const aiSettingsBodySchema = z.object({
  isEnabled: z.boolean(),
  provider: aiProviderSchema.nullish(),
  version: optionalText(100),
  location: optionalText(100),
  project: optionalText(200),
  endpoint: optionalText(2000),
  deployment: optionalText(200),
  apiKey: z.string().trim().min(1).max(4000).nullish(),
});
export type AiSettingsBody = z.infer<typeof aiSettingsBodySchema>;

/** GET /api/company/{companyId}/ai/versions: the enumerations per provider. */
export const aiVersionsSchema = z.object({
  providerList: z.array(
    z.object({
      provider: aiProviderSchema,
      versionList: z.array(z.string()),
      locationList: z.array(z.string()),
    }),
  ),
});

export const AI_MESSAGE_DEFAULT_COUNT = 3;
export const AI_MESSAGE_MAX_COUNT = 5;

/** POST /api/share/ai_message. */
export const aiMessageBodySchema = z.object({
  postId: objectIdSchema,
  media: shareMediaSchema,
  length: z.enum(AI_MESSAGE_LENGTHS),
  tonality: z.enum(AI_MESSAGE_TONALITIES),
  count: z.number().int().min(1).max(AI_MESSAGE_MAX_COUNT).default(AI_MESSAGE_DEFAULT_COUNT),
});
export type AiMessageBody = z.infer<typeof aiMessageBodySchema>;

export const aiMessageResponseSchema = z.object({
  messageList: z.array(z.object({ text: z.string() })),
  warning: z.string().optional(),
});
export type AiMessageResponse = z.infer<typeof aiMessageResponseSchema>;

/** POST /api/share/ai_message/similarity: is this text what colleagues already shared word for word? */
export const aiSimilarityBodySchema = z.object({
  postId: objectIdSchema,
  media: shareMediaSchema,
  text: z.string().max(10_000),
});
export const aiSimilarityResponseSchema = z.object({
  identicalShareCount: z.number().int().min(0),
  warning: z.string().optional(),
});

export const AI_DISABLED_MESSAGE = ERROR_CODES["409.80"];
export const AI_UNAVAILABLE_MESSAGE = ERROR_CODES["424.80"];
export const AI_CREDENTIALS_MESSAGE = ERROR_CODES["424.81"];
export const AI_UNREADABLE_MESSAGE = ERROR_CODES["424.82"];
export const AI_FEWER_MESSAGE = "The AI gave fewer distinct suggestions than asked for.";
