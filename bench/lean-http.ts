/**
 * The load's own requests over `node:http` with keep-alive connections, reusing a signed-in
 * BrowserSession's cookies and CSRF token. fetch (undici's WHATWG layer) costs the load generator
 * about as much CPU per request as the app spends answering it, and on two shared cores that CPU is
 * taken from the app and PostgreSQL: the bench would measure its own client.
 */
import http from "node:http";
import type { BrowserSession } from "./http-session.ts";
import type { Answer } from "./signed-in-load.ts";

/** Keep-alive connections to one address, as many as requests in flight. */
export function leanAgent(inFlight: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: inFlight, maxFreeSockets: inFlight });
}

/** One request through `session` (cookies, CSRF token), read to the end, never thrown. */
export function leanCall(
  agent: http.Agent,
  session: BrowserSession,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  const url = new URL(session.base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    cookie: [...session.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  };
  if (method !== "GET") headers["x-csrf-token"] = session.csrf;
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve) => {
    const failed = () => resolve({ ok: false, status: 0, text: "", ms: performance.now() - started });
    const request = http.request(
      { agent, host: url.hostname, port: url.port, method, path, headers, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", failed);
        response.on("end", () => {
          // The session's cookies and token move on as a browser's would (a refreshed session).
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const [name, ...rest] = (pair ?? "").split("=");
            if (name) session.cookies.set(name.trim(), rest.join("="));
          }
          const token = response.headers["x-csrf-token"];
          if (typeof token === "string" && token) session.csrf = token;
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            text: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", failed);
    request.end(payload);
  });
}
