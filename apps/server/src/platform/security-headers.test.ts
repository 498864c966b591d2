import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { CHORUS_SECURITY_HEADERS, registerSecurityHeaders } from "./security-headers.ts";

async function appWithHeaders() {
  const app = Fastify();
  registerSecurityHeaders(app, CHORUS_SECURITY_HEADERS);
  app.get("/json", async () => ({ ok: true }));
  // A route with its own policy, as the document viewer has.
  app.get("/sandboxed", async (_request, reply) => {
    reply.header("content-security-policy", "sandbox");
    return "x";
  });
  return app;
}

describe("security headers", () => {
  it.each([
    ["content-security-policy", "default-src 'self'"],
    ["content-security-policy", "frame-ancestors 'self'"],
    ["content-security-policy", "object-src 'none'"],
    ["x-content-type-options", "nosniff"],
    ["strict-transport-security", "max-age="],
    ["referrer-policy", "no-referrer"],
    ["x-frame-options", "SAMEORIGIN"],
  ])("every answer has %s containing %s, request after request", async (header, part) => {
    const app = await appWithHeaders();
    for (const url of ["/json", "/json", "/missing"]) {
      const response = await app.inject({ url });
      expect(String(response.headers[header])).toContain(part);
    }
    await app.close();
  });

  it("does not upgrade plain http (a proxy does TLS) nor require cross-origin embedding", async () => {
    const app = await appWithHeaders();
    const response = await app.inject({ url: "/json" });
    expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(response.headers["cross-origin-embedder-policy"]).toBeUndefined();
    await app.close();
  });

  it("lets a route set its own policy", async () => {
    const app = await appWithHeaders();
    expect((await app.inject({ url: "/sandboxed" })).headers["content-security-policy"]).toBe("sandbox");
    await app.close();
  });
});
