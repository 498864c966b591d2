import type { FastifyInstance } from "fastify";
import { DEMO_USERS, type TestApp, type TestClient } from "../test-app.ts";
import type { FuzzRequest, Operation } from "./malformations.ts";
import type { JsonSchema } from "./sample-values.ts";

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
export const INTERNALS =
  /FST_|Failed query|\bSELECT\b[\s\S]*\bFROM\b|INSERT INTO|DELETE FROM|\n\s+at \S|"stack"/;

/**
 * Every policed route (the authoritative list), with its parameters and body schema from the
 * OpenAPI document; a route the document leaves out (the media wildcards) is fuzzed by its path.
 */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return app.policedRoutes.map(({ method, url }) => {
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

/**
 * Sends fuzz requests as a signed-in admin with a valid CSRF token; a request that ended her
 * session (sign-out, a role change) signs her in again, so the rest still reach the routes.
 */
export async function createFuzzSender(t: TestApp) {
  let admin: TestClient = await t.signIn(DEMO_USERS.admin);
  return async function send(request: FuzzRequest) {
    const response = await admin.request({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    if (response.statusCode === 401 && !admin.cookies.has("chorus_sid"))
      admin = await t.signIn(DEMO_USERS.admin);
    return response;
  };
}

/** One line per fault: what was sent and what came back. */
export function faultOf(request: FuzzRequest, statusCode: number, body: string): string | null {
  if (statusCode < 500 && !INTERNALS.test(body)) return null;
  const sent =
    request.payload === undefined
      ? ""
      : ` [${request.headers?.["content-type"]}] ${JSON.stringify(request.payload.slice(0, 80))}`;
  return `${request.method} ${request.url.slice(0, 80)}${sent} — ${request.label}: ${statusCode} ${body.slice(0, 160)}`;
}
