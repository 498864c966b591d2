import { ERROR_CODES } from "@chorus/shared/errors/error-codes";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "./errors.ts";

const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  app.post("/echo", async (request) => request.body);
  app.get("/teapot", async () => {
    throw Object.assign(new Error("short and stout"), { statusCode: 418 });
  });
  await app.ready();
});
afterAll(() => app.close());

describe("Fastify's own client errors carry registered codes", () => {
  it("an unsupported content type is 415 with its code", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "text/xml" },
      payload: "<a/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers["x-smarp-error-code"]).toBe("415.0");
  });

  it("a client status without a code of its own keeps its status and answers the generic 400.0 in our words", async () => {
    const response = await app.inject({ method: "GET", url: "/teapot" });
    expect(response.statusCode).toBe(418);
    expect(response.headers["x-smarp-error-code"]).toBe("400.0");
    // The thrown error's own message stays inside (framework errors are answered in our words).
    expect(response.json()).toEqual({ code: "400.0", message: ERROR_CODES["400.0"] });
    expect(response.body).not.toContain("short and stout");
  });
});
