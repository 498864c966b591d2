import {
  type BrowserRoute,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  endpointTags,
  type RouteShape,
  routerPath,
} from "@chorus/shared/http/endpoint";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import type { Db } from "../db/client.ts";
import type { RouteAccess } from "./access.ts";
import { compiledSerializerCompiler } from "./compiled-serializer.ts";
import type { RequestContext } from "./context.ts";
import { contextOf } from "./request-context.ts";

/** A route's config: its access policy always, a rate limit or CSRF exemption where it needs one. */
export type EndpointConfig = FastifyContextConfig & { access: RouteAccess };

/** Route options beyond the schema: an upload's own request size cap, a compiled answer serializer. */
export interface RouteOptions {
  bodyLimit?: number;
  /** Serialize the answer with a serializer compiled from its schema (hot routes with large answers). */
  compiledSerializer?: boolean;
}

/** The request as the endpoint's schemas validated it. */
export type EndpointRequest<E extends RouteShape> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

type Result<E extends Endpoint> = EndpointReply<E> | Promise<EndpointReply<E>>;
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Result<E>;
export type ContextHandler<E extends Endpoint> = (
  ctx: RequestContext,
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Result<E>;

/** OpenAPI details an endpoint's schemas don't say (a multipart body, a file answer). */
export type SchemaExtras = Pick<FastifySchema, "consumes" | "produces" | "description">;
/** A browser route may also name the answers it serializes (a protocol's JSON, such as RFC 6749's). */
export type BrowserSchemaExtras = SchemaExtras & Pick<FastifySchema, "response">;

/** The Fastify schema of an endpoint: what the validator, the serializer and /api/docs read. */
export function endpointSchema(endpoint: Endpoint, extras: SchemaExtras = {}): FastifySchema {
  return {
    tags: endpointTags(endpoint),
    summary: endpoint.summary,
    ...(endpoint.deprecated && { deprecated: true }),
    ...extras,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: { 200: endpoint.response },
  };
}

/** The Fastify schema of a browser route: its inputs are validated, its answer is not JSON. */
export function browserRouteSchema(route: BrowserRoute, extras: BrowserSchemaExtras = {}): FastifySchema {
  return {
    tags: endpointTags(route),
    summary: route.summary,
    ...(route.hide && { hide: true }),
    ...(route.produces && { produces: [...route.produces] }),
    ...extras,
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
  } as FastifySchema;
}

/** A browser route's handler: it answers through the reply (a redirect, a page, a file, a stream). */
export type BrowserHandler<R extends BrowserRoute> = (
  request: EndpointRequest<R>,
  reply: FastifyReply,
) => unknown;

/**
 * Registers endpoints from their shared definitions: the method, path and schemas come from the
 * definition, the access policy and the handler from the module. `serve` hands the handler the
 * signed-in caller's context; `route` the bare request (public routes, cookies, redirects).
 */
export function endpointRouter(app: FastifyInstance, deps: { db: Db; config?: { env: string } }) {
  let compiled: ReturnType<typeof compiledSerializerCompiler> | undefined;
  const compiledSerializer = () => {
    compiled ??= compiledSerializerCompiler(deps.config?.env !== "production");
    return compiled;
  };
  function route<E extends Endpoint>(
    endpoint: E,
    config: EndpointConfig,
    handler: EndpointHandler<E>,
    extras?: SchemaExtras,
    options: RouteOptions = {},
  ): void {
    app.route({
      method: endpoint.method,
      url: routerPath(endpoint),
      ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
      ...(options.compiledSerializer && {
        // Fastify hands each status's response schema to it: here always a zod schema (endpointSchema).
        serializerCompiler: compiledSerializer() as unknown as FastifySerializerCompiler<FastifySchema>,
      }),
      config,
      schema: endpointSchema(endpoint, extras),
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }

  function serve<E extends Endpoint>(
    endpoint: E,
    config: EndpointConfig,
    handler: ContextHandler<E>,
    extras?: SchemaExtras,
    options?: RouteOptions,
  ): void {
    route(
      endpoint,
      config,
      (request, reply) => handler(contextOf(request, deps.db), request, reply),
      extras,
      options,
    );
  }

  /** A route that answers with a redirect, a page, a file or a stream, from its shared definition. */
  function browser<R extends BrowserRoute>(
    definition: R,
    config: EndpointConfig,
    handler: BrowserHandler<R>,
    extras?: BrowserSchemaExtras,
  ): void {
    app.route({
      method: definition.method,
      url: routerPath(definition),
      config,
      schema: browserRouteSchema(definition, extras),
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }

  return { route, serve, browser };
}
