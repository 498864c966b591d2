import { CSRF_HEADER, ERROR_CODE_HEADER, NO_SESSION_HEADER } from "@chorus/shared/session/session.contract";
import { sessionEndpoints } from "@chorus/shared/session/session.endpoints";
import { ApiError, CSRF_REFRESH_FAILED, ERROR_CODE } from "./api-error.ts";
import { takeBootAnswer } from "./boot-answers.ts";

/** Core §9: the CSRF retry waits 1000 ms after the token refresh. */
export const CSRF_RETRY_DELAY_MS = 1000;
const SESSION_PROBE_PATH = sessionEndpoints.getSession.path;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Injected for tests; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** Called once per response carrying `x-no-session`: clear client state and go to login. */
  onNoSession?: () => void;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  send<T>(method: Exclude<Method, "GET">, path: string, body?: unknown): Promise<T>;
  /** The raw probe: GET /api/session, also remembering the CSRF token from its header. */
  probeSession<T>(): Promise<T>;
  setNoSessionHandler(handler: () => void): void;
  csrfToken(): string | null;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const headerCode = response.headers.get(ERROR_CODE_HEADER);
  const bodyCode = typeof record.code === "string" ? record.code : null;
  const message =
    typeof record.message === "string" && record.message !== ""
      ? record.message
      : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, headerCode ?? bodyCode, message);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // A GET the server already answered in the page (the signed-in feed's first calls) is not sent again.
  const doFetch: typeof fetch = (input, init) => {
    const embedded = typeof input === "string" ? takeBootAnswer(input, init) : null;
    return embedded ? Promise.resolve(embedded) : (options.fetch ?? globalThis.fetch)(input, init);
  };
  const sleep = options.sleep ?? defaultSleep;
  let onNoSession = options.onNoSession ?? (() => {});
  let token: string | null = null;
  // One refresh at a time: every request failing with 403.108 meanwhile waits for the same one.
  let refreshing: Promise<string> | null = null;

  const baseHeaders = (): Record<string, string> => ({
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
  });

  function rememberToken(response: Response): string | null {
    const value = response.headers.get(CSRF_HEADER);
    if (value) token = value;
    return value;
  }

  async function fetchProbe(): Promise<{ response: Response; body: unknown }> {
    const response = await doFetch(SESSION_PROBE_PATH, {
      method: "GET",
      headers: baseHeaders(),
      credentials: "same-origin",
    });
    rememberToken(response);
    return { response, body: await readBody(response) };
  }

  function refreshToken(): Promise<string> {
    refreshing ??= (async () => {
      try {
        const { response } = await fetchProbe();
        const fresh = response.headers.get(CSRF_HEADER);
        if (!fresh) throw new ApiError(response.status, null, CSRF_REFRESH_FAILED);
        await sleep(CSRF_RETRY_DELAY_MS);
        return fresh;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function ensureToken(): Promise<string> {
    if (refreshing) return refreshing;
    if (token) return token;
    const { response } = await fetchProbe();
    const fresh = response.headers.get(CSRF_HEADER);
    if (!fresh) throw new ApiError(response.status, null, CSRF_REFRESH_FAILED);
    return fresh;
  }

  async function attempt(path: string, method: Method, body: unknown, signal: AbortSignal | undefined) {
    const headers = baseHeaders();
    let sentToken: string | null = null;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (method !== "GET") {
      sentToken = await ensureToken();
      headers[CSRF_HEADER] = sentToken;
    }
    const response = await doFetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { response, sentToken };
  }

  async function handle<T>(response: Response): Promise<T> {
    if (response.headers.has(NO_SESSION_HEADER)) onNoSession();
    const body = await readBody(response);
    if (!response.ok) throw toApiError(response, body);
    return body as T;
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = opts.method ?? "GET";
    const first = await attempt(path, method, opts.body, opts.signal);
    // A sign-in answer carries the token bound to the new session: the one we hold is stale now.
    rememberToken(first.response);
    const csrfExpired =
      first.response.status === 403 &&
      first.response.headers.get(ERROR_CODE_HEADER) === ERROR_CODE.csrfExpired;
    if (!csrfExpired || method === "GET") return handle<T>(first.response);

    // If another request already refreshed the token after ours was sent, just retry with the new one.
    if (refreshing || token === null || token === first.sentToken) {
      token = await refreshToken();
    }
    const retry = await attempt(path, method, opts.body, opts.signal);
    rememberToken(retry.response);
    return handle<T>(retry.response);
  }

  return {
    request,
    get: (path, signal) => request(path, { method: "GET", signal }),
    send: (method, path, body) => request(path, { method, body }),
    async probeSession<T>() {
      const { response, body } = await fetchProbe();
      if (!response.ok) throw toApiError(response, body);
      return body as T;
    },
    setNoSessionHandler(handler) {
      onNoSession = handler;
    },
    csrfToken: () => token,
  };
}

/** The one client of the app; main.tsx wires its no-session handler to the router and the query cache. */
export const api = createApiClient();
