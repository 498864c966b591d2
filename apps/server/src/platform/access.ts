import type { Role } from "@chorus/shared/access/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "./context.ts";
import { AppError } from "./errors.ts";

/**
 * Every route states who may call it. "public" needs nothing; "signedIn" any session;
 * a role list or a predicate narrows it. Object-level checks live in each module's policy.
 */
export type RouteAccess =
  | "public"
  | "signedIn"
  | { roles: readonly Role[] }
  | { check: (actor: Actor, request: FastifyRequest) => boolean | Promise<boolean> };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every policed route, for the authorization-matrix test. */
    policedRoutes: PolicedRoute[];
  }
}

export interface PolicedRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's answer schemas by status (the web tests' fake server is checked against them). */
  response?: Readonly<Record<string, unknown>>;
}

/** Module routes served without a policy: the health probes. */
const EXEMPT_PATHS = new Set(["/healthz", "/readyz"]);

export function registerAccessControl(
  app: FastifyInstance,
  readActor: (r: FastifyRequest) => Promise<Actor | null>,
) {
  app.decorateRequest("actor", null);
  app.decorate("policedRoutes", [] as PolicedRoute[]);

  app.addHook("onRequest", async (request) => {
    request.actor = await readActor(request);
  });

  app.addHook("preHandler", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === "public") return;
    const actor = request.actor;
    if (!actor) throw new AppError(401, "401.0");
    if (access === "signedIn") return;
    const allowed =
      "roles" in access ? access.roles.includes(actor.role) : await access.check(actor, request);
    if (!allowed) throw new AppError(403, "403.0");
  });
}

/**
 * Inside the scope that holds the modules, a route without a policy stops the server from
 * starting, and every policed route is listed for the authorization-matrix test. (Static files,
 * the SPA and the API docs live outside that scope.)
 */
export function requireRoutePolicies(scope: FastifyInstance) {
  scope.addHook("onRoute", (route) => {
    const path = route.url;
    if (EXEMPT_PATHS.has(path) || route.method === "HEAD") return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${String(route.method)} ${path} has no access policy`);
    const response = route.schema?.response as PolicedRoute["response"];
    for (const method of [route.method].flat())
      scope.policedRoutes.push({ method, url: path, access, ...(response ? { response } : {}) });
  });
}

/** The actor of a route whose policy guarantees a session. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, "401.0");
  return request.actor;
}
