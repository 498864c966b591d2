import { defineEndpoint } from "@chorus/shared/http/endpoint";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { registerAccessControl, requireRoutePolicies } from "./access.ts";
import type { Actor } from "./context.ts";
import { endpointRouter } from "./endpoint-route.ts";

const rename = defineEndpoint({
  method: "PUT",
  path: "/api/thing/{thingId}",
  summary: "Rename a thing",
  params: z.object({ thingId: z.string().regex(/^t\d+$/) }),
  query: z.object({ dryRun: z.enum(["yes", "no"]).optional() }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ thingId: z.string(), name: z.string() }),
});

const ping = defineEndpoint({
  method: "GET",
  path: "/api/ping",
  summary: "Ping",
  response: z.object({ pong: z.boolean() }),
});

const actor: Actor = {
  userId: "u1",
  companyId: "c1",
  role: "sharer",
  storedRole: "sharer",
  sessionId: "s1",
};

describe("endpointRouter", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifySwagger, {
      openapi: { openapi: "3.1.0", info: { title: "t", version: "1" } },
      transform: jsonSchemaTransform,
    });
    registerAccessControl(app, async (request) => (request.headers["x-test-user"] ? actor : null));
    await app.register(async (modules) => {
      requireRoutePolicies(modules);
      const { route, serve } = endpointRouter(modules, { db: {} as Db });
      serve(rename, { access: "signedIn" }, (ctx, request) => ({
        thingId: request.params.thingId,
        name: `${request.body.name} by ${ctx.actor.userId} in ${ctx.companyId}`,
        // Not in the response schema: the serializer drops it.
        secret: "hidden",
      }));
      route(ping, { access: "public" }, () => ({ pong: true }));
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it("routes the definition's method and path, with the caller's context", async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/api/thing/t1",
      headers: { "x-test-user": "1" },
      payload: { name: "new" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ thingId: "t1", name: "new by u1 in c1" });
  });

  it("validates params, query and body with the definition's schemas", async () => {
    const headers = { "x-test-user": "1" };
    const badParams = await app.inject({
      method: "PUT",
      url: "/api/thing/x",
      headers,
      payload: { name: "a" },
    });
    const badQuery = await app.inject({
      method: "PUT",
      url: "/api/thing/t1?dryRun=maybe",
      headers,
      payload: { name: "a" },
    });
    const badBody = await app.inject({ method: "PUT", url: "/api/thing/t1", headers, payload: { name: "" } });
    expect([badParams.statusCode, badQuery.statusCode, badBody.statusCode]).toEqual([400, 400, 400]);
  });

  it("enforces the access policy and lists the route for the matrix", async () => {
    const anonymous = await app.inject({ method: "PUT", url: "/api/thing/t1", payload: { name: "a" } });
    expect(anonymous.statusCode).toBe(401);
    expect(app.policedRoutes).toContainEqual({
      method: "PUT",
      url: "/api/thing/:thingId",
      access: "signedIn",
      response: expect.anything(),
    });
    expect((await app.inject({ method: "GET", url: "/api/ping" })).json()).toEqual({ pong: true });
  });

  it("documents the endpoint in OpenAPI under its tag", () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
    };
    expect(doc.paths["/api/thing/{thingId}"]?.put).toMatchObject({
      summary: "Rename a thing",
      tags: ["thing"],
    });
    expect(doc.paths["/api/ping"]?.get?.tags).toEqual(["ping"]);
  });
});
