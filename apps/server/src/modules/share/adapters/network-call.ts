/**
 * One HTTP call to a network's API, with a time-out and a typed failure: the share workflow needs
 * to tell a dead token (401: reconnect), a passing problem (429, 5xx, time-out: retry) and a final
 * refusal (other 4xx) apart.
 */
export class NetworkCallError extends Error {
  constructor(
    /** The network's status; 0 when it could not be reached. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  /** The token is no longer accepted. */
  get tokenRejected(): boolean {
    return this.status === 401;
  }
  /** Worth another try later. */
  get retriable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | URLSearchParams;
  timeoutMs: number;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
}

export async function callNetwork(url: string, options: CallOptions, label: string): Promise<CallResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers: options.headers,
      body: options.body as BodyInit | undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const reason =
      (error as Error).name === "TimeoutError" ? "did not answer in time" : "could not be reached";
    throw new NetworkCallError(0, `${label} ${reason}`);
  }
  const text = await response.text();
  if (!response.ok)
    throw new NetworkCallError(response.status, `${label} answered ${response.status}: ${errorText(text)}`);
  return { status: response.status, headers: response.headers, text };
}

/** The network's own error message, short (never the token or the whole body). */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const message =
      parsed.message ?? parsed.detail ?? parsed.error_description ?? parsed.title ?? parsed.error;
    if (typeof message === "string") return message.slice(0, 200);
  } catch {
    // not JSON
  }
  return body.slice(0, 200);
}

export function jsonOf<T>(result: CallResult, label: string): T {
  try {
    return JSON.parse(result.text) as T;
  } catch {
    throw new NetworkCallError(502, `${label} answered with something that is not JSON`);
  }
}
