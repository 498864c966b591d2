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
}

/** The p-th percentile of sorted figures (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
