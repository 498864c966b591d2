import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isServerPath, registerWeb } from "./web.ts";

describe("isServerPath", () => {
  it.each([
    ["/api/session", true],
    ["/api", true],
    ["/auth/password", true],
    ["/auth/link/abc", true],
    ["/oauth/google/auth", true],
    ["/oauth2/authorize", true],
    ["/saml/sp/acs", true],
    ["/get/image/x", true],
    ["/images/a.png", true],
    ["/languages/fr.json", true],
    // SPA pages whose names merely start like a server segment.
    ["/authz", false],
    ["/apps", false],
    ["/apps-onboarding", false],
    ["/account", false],
    ["/", false],
    ["/success", false],
  ])("%s → %s", (path, expected) => {
    expect(isServerPath(path)).toBe(expected);
  });
});

describe("the SPA fallback", () => {
  let app: FastifyInstance;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), "chorus-web-"));
    writeFileSync(join(webDistDir, "index.html"), "<!doctype html><title>Chorus SPA</title>");
    app = Fastify();
    await registerWeb(app, { webDistDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("answers /authz (the app authorization page) with the SPA, not an API 404", async () => {
    const response = await app.inject({ method: "GET", url: "/authz?client_id=demo-app&state=xyz" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Chorus SPA");
  });

  it("answers an unknown server path with a JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/auth/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-smarp-error-code"]).toBe("404.0");
  });
});
