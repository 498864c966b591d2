import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What every route definition has: method, path (`{name}` for a parameter) and its inputs' schemas. */
export interface RouteShape {
  readonly method: HttpMethod;
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI group (or groups), by default the path's first segment after /api. */
  readonly tag?: string | readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
}

/**
 * One HTTP call, written once: the server registers its route from it and the web client builds
 * its URL and types from it. The path is written as the API catalogue writes it, `{name}` for a
 * path parameter, under /api (or the root for the auth flows).
 */
export interface Endpoint extends RouteShape {
  /** Kept for older clients; documented as deprecated. */
  readonly deprecated?: boolean;
  /** The 200 answer. */
  readonly response: z.ZodType;
}

/** Keeps the literal types of the definition, so callers and handlers are typed from its schemas. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/**
 * What a browser route answers instead of JSON: a redirect (sign-out, login links, OAuth and SAML
 * flows, short links), a page or document of a protocol (HTML, SAML metadata, an OAuth 2 token
 * answer in RFC 6749's own format), a file (media, videos) or a stream (Server-Sent Events).
 */
export type BrowserAnswer = "redirect" | "page" | "document" | "file" | "stream";

/**
 * A route the browser navigates to (or a protocol partner calls), written once like an endpoint:
 * the server registers it from this definition (`endpointRouter(…).browser`) and the web builds its
 * address with `browserHref`. It has no JSON answer to type; `answers` says what it sends instead.
 */
export interface BrowserRoute extends RouteShape {
  /** GET and POST for browsers; protocol partners (SCIM) also PUT, PATCH and DELETE. */
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly answers: BrowserAnswer;
  /** The media types of the answer, for the OpenAPI document. */
  readonly produces?: readonly string[];
  /** Left out of the OpenAPI document (health checks). */
  readonly hide?: boolean;
}

export function defineBrowserRoute<const R extends BrowserRoute>(route: R): R {
  return route;
}

/** Tells a browser route from a JSON endpoint (for tables that hold both). */
export const isBrowserRoute = (route: RouteShape): route is BrowserRoute => "answers" in route;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives (after validation) … */
export type EndpointParams<E extends RouteShape> = Parsed<E["params"]>;
export type EndpointQuery<E extends RouteShape> = Parsed<E["query"]>;
export type EndpointBody<E extends RouteShape> = Parsed<E["body"]>;
/** … and what it returns: the response schema's input, which the serializer turns into JSON. */
export type EndpointReply<E extends Endpoint> = z.input<E["response"]>;
/** What the web receives. */
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;

type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: each part the endpoint declares, and nothing it doesn't. */
export type EndpointInput<E extends RouteShape> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]>;

export type EndpointSent<E extends RouteShape> = {
  params: Sent<E["params"]>;
  query: Sent<E["query"]>;
  body: Sent<E["body"]>;
};

const PATH_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The path with its parameters filled in, each one URL-encoded. */
export function endpointPath(endpoint: RouteShape, params?: Record<string, unknown>): string {
  return endpoint.path.replace(PATH_PARAM, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "")
      throw new Error(`${endpoint.method} ${endpoint.path}: path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The query string (with its "?"), or "" when nothing is set; arrays repeat their key. */
export function endpointQueryString(query?: Record<string, unknown>): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/** The path as Fastify routes it: `{name}` becomes `:name`. */
export const routerPath = (endpoint: RouteShape) => endpoint.path.replace(PATH_PARAM, ":$1");

/** The OpenAPI groups of an endpoint. */
export function endpointTags(endpoint: RouteShape): string[] {
  if (endpoint.tag !== undefined)
    return typeof endpoint.tag === "string" ? [endpoint.tag] : [...endpoint.tag];
  return [endpoint.path.replace(/^\/api\//, "/").split("/")[1] || "api"];
}

/** What a link to a browser route fills in: its path parameters and query (no body: it is a navigation). */
export type BrowserHrefInput<R extends BrowserRoute> = Part<"params", R["params"]> &
  Part<"query", R["query"]>;

type HrefArgs<R extends BrowserRoute> =
  object extends BrowserHrefInput<R> ? [input?: BrowserHrefInput<R>] : [input: BrowserHrefInput<R>];

/**
 * The address of a browser route, typed by its definition: `browserHref(authBrowserRoutes.signOut)`,
 * `browserHref(socnetBrowserRoutes.connect, { params: { network }, query: { redirect } })`.
 */
export function browserHref<R extends BrowserRoute>(route: R, ...[input]: HrefArgs<R>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return `${endpointPath(route, params)}${endpointQueryString(query)}`;
}
