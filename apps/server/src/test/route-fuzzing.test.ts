import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzRequest, malformationsOf, type Operation } from "./fuzz/malformations.ts";
import type { JsonSchema } from "./fuzz/sample-values.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "./test-app.ts";

/**
 * Issue 9 "done when": every operation of the API, sent NUL bytes, wrong types and broken bodies by
 * a signed-in admin with a valid CSRF token, answers 4xx (or its success), never 5xx, and no body
 * shows framework, SQL or stack internals.
 */

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Fastify internals, SQL or a stack trace in an answer. */
const INTERNALS = /FST_|Failed query|\bSELECT\b[\s\S]*\bFROM\b|INSERT INTO|DELETE FROM|\n\s+at \S|"stack"/;

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin);
});
afterAll(() => t?.close());

/**
 * Every policed route (the authoritative list), with its parameters and body schema from the
 * OpenAPI document; a route the document leaves out (the media wildcards) is fuzzed by its path.
 */
function operations(): Operation[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return t.app.policedRoutes.map(({ method, url }) => {
    const path = url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{wildcard}");
    const op = document.paths[path]?.[method.toLowerCase()] ?? {};
    const declared = (op.parameters ?? []).filter((p) => p.in === "path");
    const named = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
    return {
      method,
      path,
      pathParams: named.map(
        (name) => declared.find((p) => p.name === name) ?? { name, schema: { type: "string" } },
      ),
      queryParams: (op.parameters ?? [])
        .filter((p) => p.in === "query")
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
      body: op.requestBody?.content["application/json"]?.schema,
    };
  });
}

/** Paths served outside the policed modules: the web app, static files, the API docs. */
const OUTSIDE_REQUESTS: FuzzRequest[] = [
  { label: "NUL in a web page path", method: "GET", url: "/feed%00" },
  { label: "NUL in an upload path", method: "GET", url: "/uploads/a%00b.png" },
  { label: "NUL in an image path", method: "GET", url: "/images/a%00b.png" },
  { label: "NUL in the API docs query", method: "GET", url: "/api/docs/json?x=%00" },
  { label: "NUL in an unknown API path", method: "POST", url: "/api/nowhere%00", payload: "{" },
];

/** Routes that end the admin's session on success; fuzzing them signs her in again. */
async function send(request: FuzzRequest) {
  const response = await admin.request({
    method: request.method as "GET",
    url: request.url,
    headers: request.headers,
    payload: request.payload,
  });
  if (response.statusCode === 401 && !admin.cookies.has("chorus_sid"))
    admin = await t.signIn(DEMO_USERS.admin);
  return response;
}

describe("route fuzzing", () => {
  it("finds the routes and their schemas", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((op) => op.body).length).toBeGreaterThan(40);
  });

  it("answers no malformed request with a 5xx or with internals", async () => {
    const faults: string[] = [];
    const requests = [...operations().flatMap(malformationsOf), ...OUTSIDE_REQUESTS];
    for (const request of requests) {
      const response = await send(request);
      if (response.statusCode >= 500 || INTERNALS.test(response.body))
        faults.push(
          `${request.method} ${request.url.slice(0, 80)} — ${request.label}: ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
    }
    console.info(`route fuzzing: ${requests.length} requests`);
    expect(faults).toEqual([]);
  }, 300_000);
});
