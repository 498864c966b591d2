import { defineEndpoint } from "@chorus/shared/http/endpoint";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callWith, endpointUrl } from "./call.ts";
import { createApiClient } from "./client.ts";

const list = defineEndpoint({
  method: "GET",
  path: "/api/thing",
  summary: "Things",
  query: z.object({ q: z.string(), page: z.number().optional() }),
  response: z.object({ names: z.array(z.string()) }),
});

const rename = defineEndpoint({
  method: "PUT",
  path: "/api/thing/{thingId}",
  summary: "Rename",
  params: z.object({ thingId: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string() }),
});

const status = defineEndpoint({ method: "GET", path: "/api/status", summary: "s", response: z.object({}) });

function recordingFetch(tokens: string[]) {
  const calls: { url: string; method: string; body: unknown; token: string | null }[] = [];
  let issued = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const token = new Headers(init.headers).get("x-csrf-token");
    if (url === "/api/session") {
      const fresh = tokens[issued++] ?? "none";
      return new Response("{}", { status: 200, headers: { "x-csrf-token": fresh } });
    }
    calls.push({
      url,
      method: init.method ?? "GET",
      body: init.body && JSON.parse(String(init.body)),
      token,
    });
    if (init.method !== "GET" && token !== tokens[tokens.length - 1])
      return new Response(JSON.stringify({ code: "403.108" }), {
        status: 403,
        headers: { "x-smarp-error-code": "403.108" },
      });
    return new Response(JSON.stringify({ name: "renamed", names: ["a"] }), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe("endpointUrl", () => {
  it("builds the path and query from the definition", () => {
    expect(endpointUrl(list, { query: { q: "a b", page: 2 } })).toBe("/api/thing?q=a+b&page=2");
    expect(endpointUrl(rename, { params: { thingId: "t/1" }, body: { name: "x" } })).toBe("/api/thing/t%2F1");
    expect(endpointUrl(status)).toBe("/api/status");
  });
});

describe("call", () => {
  it("sends the endpoint's method and body to its URL and returns the answer", async () => {
    const server = recordingFetch(["token-1"]);
    const call = callWith(createApiClient({ fetch: server.fetch, sleep: async () => {} }));

    const got = await call(list, { query: { q: "x" } });
    const renamed = await call(rename, { params: { thingId: "t1" }, body: { name: "renamed" } });

    expect(got.names).toEqual(["a"]);
    expect(renamed.name).toBe("renamed");
    expect(server.calls).toEqual([
      { url: "/api/thing?q=x", method: "GET", body: undefined, token: null },
      { url: "/api/thing/t1", method: "PUT", body: { name: "renamed" }, token: "token-1" },
    ]);
  });

  it("keeps the client's CSRF refresh and retry", async () => {
    const server = recordingFetch(["stale", "token-2"]);
    const call = callWith(createApiClient({ fetch: server.fetch, sleep: async () => {} }));

    await call(rename, { params: { thingId: "t1" }, body: { name: "renamed" } });

    expect(server.calls.map((c) => c.token)).toEqual(["stale", "token-2"]);
  });
});
