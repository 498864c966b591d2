/// <reference types="vite/client" />
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The web tests' fake server checks every answer it fakes against the schema the real route
 * answers with. That table (packages/shared/src/api/api-responses.ts) is written from the live
 * routes here: the same zod objects, found among the shared package's exports. If a route or its
 * schema changes, this test fails until the table is written again with
 * `UPDATE_API_RESPONSES=1 npx vitest run apps/server/src/test/api-responses.test.ts`.
 */
const TABLE = new URL("../../../../packages/shared/src/api/api-responses.ts", import.meta.url).pathname;
const sharedModules = import.meta.glob<Record<string, unknown>>(
  ["../../../../packages/shared/src/**/*.ts", "!**/*.test.ts", "!**/test/**", "!**/api/api-responses.ts"],
  { eager: true },
);

/** Every exported object of the shared package, by identity: where to import it from. */
function exportIndex(): Map<unknown, { module: string; name: string }> {
  const index = new Map<unknown, { module: string; name: string }>();
  for (const path of Object.keys(sharedModules).sort()) {
    const module = `..${path.slice(path.indexOf("/packages/shared/src") + "/packages/shared/src".length)}`;
    for (const [name, value] of Object.entries(sharedModules[path] ?? {}).sort(([a], [b]) =>
      a.localeCompare(b),
    ))
      if (value !== null && typeof value === "object" && !index.has(value))
        index.set(value, { module, name });
  }
  return index;
}

function render(t: TestApp): string {
  const index = exportIndex();
  const imports = new Map<string, Set<string>>();
  const checked: string[] = [];
  const unchecked: string[] = [];
  const routes = [...t.app.policedRoutes].sort((a, b) =>
    `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
  );
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const statuses = Object.entries(route.response ?? {});
    const named = statuses.map(([status, schema]) => [status, index.get(schema)] as const);
    if (named.length === 0 || named.some(([, found]) => !found)) {
      unchecked.push(key);
      continue;
    }
    const entries = named.map(([status, found]) => {
      const { module, name } = found as { module: string; name: string };
      if (!imports.has(module)) imports.set(module, new Set());
      imports.get(module)?.add(name);
      return `${/^\d+$/.test(status) ? status : JSON.stringify(status)}: ${name}`;
    });
    checked.push(`  ${JSON.stringify(key)}: { ${entries.join(", ")} },`);
  }
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import { ${[...names].sort().join(", ")} } from "${module}";`);
  return `${[
    "// Written by apps/server/src/test/api-responses.test.ts from the server's routes: do not edit.",
    'import type { z } from "zod";',
    ...importLines,
    "",
    '/** Each route ("METHOD /path/:param") and the schemas of its answers by status. */',
    "export const API_RESPONSES: Readonly<Record<string, Readonly<Record<number, z.ZodType>>>> = {",
    ...checked,
    "};",
    "",
    "/** Routes whose answer schema is written inline in the server: the fake server checks only that they exist. */",
    "export const API_ROUTES_INLINE: readonly string[] = [",
    ...unchecked.map((key) => `  ${JSON.stringify(key)},`),
    "];",
  ].join("\n")}\n`;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the answer schemas the web tests' fake server checks", () => {
  it("are the live routes' own schemas", async () => {
    const expected = render(t);
    if (process.env.UPDATE_API_RESPONSES === "1") writeFileSync(TABLE, expected);
    expect(readFileSync(TABLE, "utf8")).toBe(expected);
  });
});
