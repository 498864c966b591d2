import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, CSRF_REFRESH_FAILED } from "./api-error.ts";
import { createApiClient } from "./client.ts";

type Handler = (path: string, init: RequestInit) => Response;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

const csrfExpired = () =>
  json(
    403,
    { code: "403.108", message: "CSRF token invalid or expired" },
    { "x-smarp-error-code": "403.108" },
  );

/** A fake server: the probe hands out token-1, token-2, …; non-GET calls need the latest one. */
function fakeServer(options: { probeWithoutToken?: boolean; handler?: Handler } = {}) {
  let issued = 0;
  let valid = "token-0";
  const calls: { path: string; method: string; token: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const headers = new Headers(init.headers);
    const method = init.method ?? "GET";
    calls.push({ path, method, token: headers.get("x-csrf-token") });
    if (path === "/api/session") {
      if (options.probeWithoutToken) return json(200, { isLoggedIn: true });
      issued += 1;
      valid = `token-${issued}`;
      return json(200, { isLoggedIn: true }, { "x-csrf-token": valid });
    }
    if (options.handler) return options.handler(path, init);
    if (method !== "GET" && headers.get("x-csrf-token") !== valid) return csrfExpired();
    return json(200, { ok: true, path });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    probes: () => calls.filter((c) => c.path === "/api/session").length,
    expire: () => {
      valid = "rotated-by-server";
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("api client", () => {
  it("sends the JSON and XMLHttpRequest headers and same-origin credentials", async () => {
    const server = fakeServer();
    const client = createApiClient({ fetch: server.fetch });
    await client.get("/api/thing");
    const init = vi.mocked(server.fetch).mock.calls[0]?.[1] ?? {};
    const headers = new Headers(init.headers);
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("x-requested-with")).toBe("XMLHttpRequest");
    expect(init.credentials).toBe("same-origin");
    expect(headers.get("x-csrf-token")).toBeNull();
  });

  it("fetches the CSRF token from GET /api/session before the first non-GET and sends it", async () => {
    const server = fakeServer();
    const client = createApiClient({ fetch: server.fetch });
    await client.send("PUT", "/api/session", { role: "admin" });
    expect(server.calls.map((c) => c.path)).toEqual(["/api/session", "/api/session"]);
    expect(server.calls[1]).toMatchObject({ method: "PUT", token: "token-1" });
    const init = vi.mocked(server.fetch).mock.calls[1]?.[1] ?? {};
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ role: "admin" }));
  });

  it("on 403.108 refreshes the token, waits 1000 ms, then retries once", async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const client = createApiClient({ fetch: server.fetch });
    await client.probeSession();
    server.expire();
    let settled = false;
    const result = client.send("POST", "/api/like/1").then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    expect(server.probes()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true, path: "/api/like/1" });
    const posts = server.calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => c.token)).toEqual(["token-1", "token-2"]);
  });

  it("queues concurrent 403.108 failures behind one refresh and retries each once", async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const client = createApiClient({ fetch: server.fetch });
    await client.probeSession();
    server.expire();
    const results = Promise.all([
      client.send("POST", "/api/a"),
      client.send("PUT", "/api/b"),
      client.send("DELETE", "/api/c"),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(results).resolves.toHaveLength(3);
    expect(server.probes()).toBe(2);
    for (const path of ["/api/a", "/api/b", "/api/c"]) {
      expect(server.calls.filter((c) => c.path === path).map((c) => c.token)).toEqual(["token-1", "token-2"]);
    }
  });

  it("adopts the session-bound token a sign-in answer hands out, so the next call needs no refresh", async () => {
    let valid = "anonymous-token";
    const calls: { path: string; token: string | null }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      const token = new Headers(init.headers).get("x-csrf-token");
      calls.push({ path, token });
      if (path === "/api/session") return json(200, { isLoggedIn: false }, { "x-csrf-token": valid });
      if (token !== valid) return csrfExpired();
      if (path === "/auth/password") {
        // The server binds the token to the new session: the pre-session one is now stale.
        valid = "session-token";
        return json(200, { redirectUrl: "/" }, { "x-csrf-token": valid });
      }
      return json(200, { ok: true });
    });
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    await client.send("POST", "/auth/password", { email: "a@b.c", password: "x" });
    await expect(client.send("POST", "/api/like/1")).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      { path: "/api/session", token: null },
      { path: "/auth/password", token: "anonymous-token" },
      { path: "/api/like/1", token: "session-token" },
    ]);
    expect(client.csrfToken()).toBe("session-token");
  });

  it("retries only once: a second 403.108 becomes an ApiError", async () => {
    const server = fakeServer({ handler: () => csrfExpired() });
    const client = createApiClient({ fetch: server.fetch, sleep: async () => {} });
    const error = await client.send("POST", "/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "403.108" });
    expect(server.calls.filter((c) => c.path === "/api/x")).toHaveLength(2);
  });

  it("fails with 'Could not get new CSRF token' when the refresh carries no token", async () => {
    const server = fakeServer({ probeWithoutToken: true });
    const client = createApiClient({ fetch: server.fetch, sleep: async () => {} });
    await expect(client.send("POST", "/api/x")).rejects.toThrow(CSRF_REFRESH_FAILED);
  });

  it("does not retry GET requests on 403.108", async () => {
    const server = fakeServer({ handler: () => csrfExpired() });
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.get("/api/x")).rejects.toMatchObject({ code: "403.108" });
    expect(server.probes()).toBe(0);
  });

  it("calls the no-session handler for a response with x-no-session and still rejects", async () => {
    const onNoSession = vi.fn();
    const server = fakeServer({
      handler: () =>
        json(
          401,
          { code: "401.0", message: "You need to sign in" },
          { "x-no-session": "1", "x-smarp-error-code": "401.0" },
        ),
    });
    const client = createApiClient({ fetch: server.fetch, onNoSession });
    await expect(client.get("/api/session2")).rejects.toMatchObject({ status: 401, code: "401.0" });
    expect(onNoSession).toHaveBeenCalledTimes(1);
  });

  it("turns coded errors into typed ApiErrors with the server message", async () => {
    const server = fakeServer({
      handler: () =>
        json(
          403,
          {
            code: "403.20",
            message:
              "Your account is temporarily locked for 20 minutes due to multiple failed login attempts.",
          },
          { "x-smarp-error-code": "403.20" },
        ),
    });
    const client = createApiClient({ fetch: server.fetch });
    const error = await client
      .send("POST", "/auth/password", { email: "a@b.c", password: "x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: "403.20",
      message: "Your account is temporarily locked for 20 minutes due to multiple failed login attempts.",
    });
  });
});
