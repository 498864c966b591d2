import { Writable } from "node:stream";
import { ERROR_CODE_HEADER } from "@chorus/shared/session/session.contract";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { isDatabaseUnavailable, registerErrorHandling } from "./errors.ts";

const SECRET = "hunter2-Sunny-Harbor-secret";
const logLines: string[] = [];
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: "info", stream }, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // A query that fails on what was submitted: PostgreSQL quotes the value in its error and drizzle
  // carries the SQL and its parameters.
  typed.post("/count", { schema: { body: z.object({ value: z.string() }) } }, async (request) => {
    await database.db.execute(sql`SELECT ${request.body.value}::int AS n`);
    return { ok: true };
  });
  typed.get("/wrong-shape", { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
    n: SECRET as unknown as number,
  }));
  // What the body reader throws when the client closes the connection mid-request.
  typed.post("/gone", async (request) => {
    // light-my-request's request does not close like a socket's: mark it as Node's would be.
    Object.defineProperty(request.raw, "destroyed", { value: true });
    throw Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });
  });
  // The same error from a stream of ours while the client is still there is a fault.
  typed.post("/broken-stream", async () => {
    throw Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });
  });
  // A statement cut off by a database restart: drizzle wraps the driver's error as its cause.
  typed.get("/database-restarting", async () => {
    throw new Error("Failed query", {
      cause: Object.assign(new Error("terminating connection"), { code: "57P01" }),
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("error logs", () => {
  it("log a database failure by its class, code, route and request id, never the submitted value", async () => {
    logLines.length = 0;
    const response = await app.inject({ method: "POST", url: "/count", payload: { value: SECRET } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "500.0", message: "Something went wrong on our side" });
    const errorLines = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatchObject({
      msg: "unhandled error",
      method: "POST",
      route: "/count",
      requestId: expect.any(String),
      error: { type: expect.any(String), causeCode: "22P02" },
    });
    const everything = logLines.join("\n");
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toMatch(/SELECT|::int/);
  });

  it("do not count a client that closed its request as a server fault", async () => {
    logLines.length = 0;
    const response = await app.inject({ method: "POST", url: "/gone", payload: {} });
    expect(response.statusCode).toBe(400);
    const entries = logLines.map((line) => JSON.parse(line));
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.some((entry) => entry.msg === "the client closed the request")).toBe(true);

    logLines.length = 0;
    expect((await app.inject({ method: "POST", url: "/broken-stream", payload: {} })).statusCode).toBe(500);
    expect(logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50)).toHaveLength(1);
  });

  it("answer 503 with Retry-After while the database is unavailable, and log it as a fault", async () => {
    logLines.length = 0;
    const response = await app.inject({ method: "GET", url: "/database-restarting" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ code: "503.0", message: "Service unavailable" });
    expect(logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50)).toHaveLength(1);
  });

  it.each([
    ["a refused connection", { code: "ECONNREFUSED" }, true],
    ["an administrator shutdown", { cause: { code: "57P01" } }, true],
    ["a connection failure (class 08)", { cause: { code: "08006" } }, true],
    ["a unique violation", { cause: { code: "23505" } }, false],
    ["a syntax error", { cause: { code: "42601" } }, false],
    ["no code", {}, false],
  ])("%s is unavailability: %s", (_name, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });

  it("log a response that breaks its schema without the response", async () => {
    logLines.length = 0;
    const response = await app.inject({ method: "GET", url: "/wrong-shape" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    expect(logLines.join("\n")).not.toContain(SECRET);
    expect(logLines.some((line) => line.includes("response did not match its schema"))).toBe(true);
  });
});

describe("framework client errors", () => {
  const json = { "content-type": "application/json" };
  it.each([
    ["bad JSON", 400, "The request body is not valid JSON", json, '{"value":'],
    ["an empty JSON body", 400, "The request body is empty", json, ""],
    [
      "an unknown content type",
      415,
      "This content type is not accepted here",
      { "content-type": "application/xml" },
      "<a/>",
    ],
    [
      "a body over the limit",
      413,
      "The request body is too large",
      json,
      JSON.stringify({ value: "x".repeat(2000) }),
    ],
  ])("%s → %i in the app's error shape, in our words", async (_label, status, message, headers, payload) => {
    const response = await app.inject({ method: "POST", url: "/count", headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.headers[ERROR_CODE_HEADER]).toBe(`${status}.0`);
    expect(response.json()).toEqual({ code: `${status}.0`, message });
  });

  it("a server fault answers a bare 500, whatever the error said", async () => {
    const response = await app.inject({ method: "POST", url: "/count", payload: { value: SECRET } });
    expect(response.json()).toEqual({ code: "500.0", message: "Something went wrong on our side" });
    expect(response.body).not.toContain(SECRET);
  });
});
