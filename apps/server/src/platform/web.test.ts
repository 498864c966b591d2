import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
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
    ["/metrics", true],
    ["/favicon.ico", true],
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

describe("the web app's caching and compression", () => {
  let app: FastifyInstance;
  let webDistDir: string;
  const bundle = `console.log(${JSON.stringify("chorus ".repeat(400))});`;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), "chorus-web-"));
    mkdirSync(join(webDistDir, "assets"));
    writeFileSync(join(webDistDir, "index.html"), "<!doctype html><title>Chorus SPA</title>");
    writeFileSync(join(webDistDir, "assets", "index-abc123.js"), bundle);
    // What apps/web/scripts/precompress.mjs writes beside each file at build time.
    writeFileSync(join(webDistDir, "assets", "index-abc123.js.br"), brotliCompressSync(bundle));
    writeFileSync(join(webDistDir, "assets", "index-abc123.js.gz"), gzipSync(bundle));
    writeFileSync(
      join(webDistDir, "favicon.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ED5D40"/></svg>',
    );
    app = Fastify();
    await registerWeb(app, { webDistDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("never lets a cache keep index.html without asking: no-cache with an ETag, then 304", async () => {
    const first = await app.inject({ method: "GET", url: "/feed" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await app.inject({
      method: "GET",
      url: "/feed",
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)(
    "serves a bundle's precompressed %s twin, marked and varied, to a client that accepts it",
    async (encoding, decode) => {
      const response = await app.inject({
        method: "GET",
        url: "/assets/index-abc123.js",
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode(response.rawPayload).toString()).toBe(bundle);
    },
  );

  it("serves the bundle as it is to a client that accepts no encoding", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(bundle);
  });

  it("answers /favicon.ico with an ICO drawn from the app's SVG icon", async () => {
    const response = await app.inject({ method: "GET", url: "/favicon.ico" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/x-icon");
    // ICONDIR: reserved 0, type 1 (icon), one image; then the PNG signature at offset 22.
    expect([...response.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(response.rawPayload.subarray(22, 26).toString("latin1")).toBe("\x89PNG");
  });
});
