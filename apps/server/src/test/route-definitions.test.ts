/// <reference types="vite/client" />
import { isBrowserRoute, type RouteShape, routerPath } from "@chorus/shared/http/endpoint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Every route is written once, in packages/shared: a JSON call as a `defineEndpoint`, a redirect,
 * page, file or stream as a `defineBrowserRoute`. The server registers them from there and the web
 * builds its URLs from there, so no route of the app may exist without its shared definition.
 */
const sharedModules = import.meta.glob<Record<string, unknown>>(
  ["../../../../packages/shared/src/**/*.ts", "!**/*.test.ts", "!**/test/**"],
  { eager: true },
);

const isRoute = (value: unknown): value is RouteShape =>
  value !== null &&
  typeof value === "object" &&
  typeof (value as RouteShape).method === "string" &&
  typeof (value as RouteShape).path === "string" &&
  typeof (value as RouteShape).summary === "string";

/** The definitions exported by the shared package, directly or in a table (`authEndpoints.x`). */
function sharedDefinitions(): Map<string, RouteShape> {
  const found = new Map<string, RouteShape>();
  for (const module of Object.values(sharedModules))
    for (const value of Object.values(module ?? {})) {
      const candidates = isRoute(value)
        ? [value]
        : value !== null && typeof value === "object"
          ? Object.values(value).filter(isRoute)
          : [];
      for (const route of candidates) found.set(`${route.method} ${routerPath(route)}`, route);
    }
  return found;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("route definitions", () => {
  it("every route the app serves has its one definition in packages/shared", () => {
    const defined = sharedDefinitions();
    const served = t.app.policedRoutes.map((route) => `${route.method} ${route.url}`);
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((key) => !defined.has(key))).toEqual([]);
  });

  it("JSON endpoints answer with their definition's schema; browser routes say what they answer instead", () => {
    const defined = sharedDefinitions();
    const mismatched: string[] = [];
    for (const route of t.app.policedRoutes) {
      const key = `${route.method} ${route.url}`;
      const definition = defined.get(key);
      if (!definition) continue;
      if (isBrowserRoute(definition)) {
        if (!["redirect", "page", "document", "file", "stream"].includes(definition.answers))
          mismatched.push(key);
      } else if (route.response?.[200] !== (definition as { response?: unknown }).response) {
        mismatched.push(key);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it("no two definitions name the same route", () => {
    const keys: string[] = [];
    const seen = new Set<RouteShape>();
    for (const module of Object.values(sharedModules))
      for (const value of Object.values(module ?? {})) {
        const candidates = isRoute(value)
          ? [value]
          : value !== null && typeof value === "object"
            ? Object.values(value).filter(isRoute)
            : [];
        for (const route of candidates) {
          if (seen.has(route)) continue;
          seen.add(route);
          keys.push(`${route.method} ${routerPath(route)}`);
        }
      }
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
