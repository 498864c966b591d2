import { SESSION_COOKIE } from "../apps/server/src/platform/cookies.ts";

/**
 * A signed-in browser for the benches: a cookie jar and the CSRF token the server hands out, over
 * fetch (redirects are returned, not followed, as a browser's fetch would show them to the page).
 */
export class BrowserSession {
  cookies = new Map<string, string>();
  csrf = "";
  constructor(readonly base: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    };
    if (method !== "GET") headers["x-csrf-token"] = this.csrf;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), rest.join("="));
    }
    const token = response.headers.get("x-csrf-token");
    if (token) this.csrf = token;
    return response;
  }

  /** The jar as a `cookie` header (a load generator's or a browser profile's). */
  cookieHeader(): string {
    return this.cookieList().join("; ");
  }

  /** The jar as `name=value` pairs. */
  cookieList(): string[] {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`);
  }

  /** The session cookie alone (`chorus_sid=…`): what a GET needs to be signed in. */
  sessionCookie(): string {
    const sid = this.cookies.get(SESSION_COOKIE);
    if (!sid) throw new Error(`no ${SESSION_COOKIE} cookie: not signed in`);
    return `${SESSION_COOKIE}=${sid}`;
  }
}

/**
 * Signs in through the real routes as a browser does: GET /api/session hands out the CSRF cookie
 * and token, POST /auth/password sets the session cookie. Then one more GET /api/session, so the
 * session holds the CSRF token of the signed-in session (a write needs it).
 */
export async function signedInSession(
  base: string,
  email: string,
  password: string,
): Promise<BrowserSession> {
  const session = new BrowserSession(base);
  await session.call("GET", "/api/session");
  const answer = await session.call("POST", "/auth/password", { email, password });
  if (!answer.ok) throw new Error(`sign-in of ${email} failed: ${answer.status} ${await answer.text()}`);
  if (!session.cookies.has(SESSION_COOKIE))
    throw new Error(`sign-in of ${email} set no ${SESSION_COOKIE} cookie`);
  await session.call("GET", "/api/session");
  return session;
}

/** The p-th percentile of sorted figures (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
