import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { COMPRESSIBLE, registerCompression } from "./compression.ts";

describe("COMPRESSIBLE", () => {
  it.each([
    ["application/json; charset=utf-8", true],
    ["application/problem+json", true],
    ["text/html; charset=utf-8", true],
    ["text/css", true],
    ["application/javascript", true],
    ["image/svg+xml", true],
    ["application/xml", true],
    ["text/event-stream", false],
    ["application/octet-stream", false],
    ["image/jpeg", false],
    ["video/mp4", false],
  ])("%s → %s", (type, expected) => {
    expect(COMPRESSIBLE.test(type)).toBe(expected);
  });
});

describe("on-the-fly compression", () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Post number ${i}` })) };

  async function appWithJson() {
    const app = Fastify();
    await registerCompression(app);
    app.get("/big", async () => big);
    app.get("/small", async () => ({ ok: true }));
    app.get("/events", async (_request, reply) =>
      reply.type("text/event-stream").send("data: x\n\n".repeat(300)),
    );
    return app;
  }

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)("compresses a JSON answer above 1 KB with %s", async (encoding, decode) => {
    const app = await appWithJson();
    const response = await app.inject({
      method: "GET",
      url: "/big",
      headers: { "accept-encoding": encoding },
    });
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(big);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it("prefers brotli when the client accepts both", async () => {
    const app = await appWithJson();
    const response = await app.inject({
      method: "GET",
      url: "/big",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it.each([
    ["a small answer", "/small"],
    ["an event stream", "/events"],
  ])("leaves %s as it is", async (_label, url) => {
    const app = await appWithJson();
    const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});
