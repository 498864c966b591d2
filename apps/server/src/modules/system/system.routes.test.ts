import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let inMaintenance: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  inMaintenance = await createTestApp({ MAINTENANCE: "true" });
});
afterAll(async () => {
  await t.close();
  await inMaintenance.close();
});

describe("GET /api/status", () => {
  it("is keyed by environment with the maintenance flag", async () => {
    expect((await t.client().get("/api/status")).json()).toEqual({ stable: { maintenance: false } });
    expect((await inMaintenance.client().get("/api/status")).json()).toEqual({
      stable: { maintenance: true },
    });
  });

  it("answers for the environment named by the version cookie", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/status", cookies: { version: "beta" } });
    expect(response.json()).toEqual({ stable: { maintenance: false }, beta: { maintenance: false } });
  });
});

describe("GET /api/config", () => {
  it("gives the branding of the host's company, and none on localhost", async () => {
    const onAcme = await t.client().get("/api/config", { host: "acme.localhost:3000" });
    expect(onAcme.json().company).toMatchObject({
      name: "Acme",
      subdomain: "acme",
      HighlightColor: "#ED5D40",
    });
    expect(onAcme.json().company).not.toHaveProperty("invitePoint");
    expect((await t.client().get("/api/config", { host: "localhost:3000" })).json().company).toBeNull();
    expect((await t.client().get("/api/config", { host: "nope.localhost" })).json().company).toBeNull();
    expect(onAcme.json().hostNamesACompany).toBe(true);
    expect((await t.client().get("/api/config", { host: "nope.localhost" })).json().hostNamesACompany).toBe(
      true,
    );
    for (const host of ["localhost:3000", "127.0.0.1:3000", "local.localhost", "www.localhost"]) {
      expect((await t.client().get("/api/config", { host })).json().hostNamesACompany).toBe(false);
    }
  });
});

describe("platform", () => {
  it("answers health and readiness", async () => {
    expect((await t.client().get("/healthz")).statusCode).toBe(200);
    expect((await t.client().get("/readyz")).json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404 and other pages with the web app", async () => {
    const api = await t.client().get("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.headers["x-smarp-error-code"]).toBe("404.0");
    expect(api.json()).toMatchObject({ code: "404.0" });
    const page = await t.client().get("/some/client/route");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
  });

  it("refuses malformed JSON with a 400, not a 500", async () => {
    const client = t.client();
    await client.refreshCsrf();
    const response = await client.request({
      method: "POST",
      url: "/auth/password",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("code");
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("sends security headers with a strict Content-Security-Policy", async () => {
    const response = await t.client().get("/api/status");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("publishes an OpenAPI 3.1 document naming every policed route", async () => {
    const response = await t.client().get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const route of t.app.policedRoutes) {
      // @fastify/swagger names a wildcard segment {*}.
      const path = route.url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });
});
