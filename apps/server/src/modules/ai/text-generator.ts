/** What the AI share messages need from a language model, whichever provider answers. */
export interface GenerateRequest {
  system: string;
  prompt: string;
  /** How many variants the prompt asks for (adapters may size the answer by it). */
  count: number;
  maxTokens: number;
  timeoutMs: number;
}

export interface TextGenerator {
  /** The model's text answer. Throws ProviderError, never a raw provider error. */
  generate(request: GenerateRequest): Promise<string>;
}

/**
 * Why a provider call failed, in the terms the employee sees: "unavailable" (time-out, network,
 * the provider's 5xx or rate limit: try later), "refused" (the provider rejected the company's
 * key, model or deployment: an administrator must fix the settings), "unreadable" (it answered
 * something we cannot use). `detail` is for the log only.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: "unavailable" | "refused" | "unreadable",
    readonly detail: string,
  ) {
    super(`AI provider ${kind}: ${detail}`);
  }
}

/** The provider's HTTP status, as one of our failure kinds. */
export function providerErrorOf(status: number, provider: string): ProviderError {
  if (status === 408 || status === 429 || status >= 500)
    return new ProviderError("unavailable", `${provider} answered ${status}`);
  return new ProviderError("refused", `${provider} answered ${status}`);
}
