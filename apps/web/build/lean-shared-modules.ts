import MagicString from "magic-string";
import { type Plugin, parseAst } from "vite";

/** The keys of a shared endpoint definition that hold zod schemas (see packages/shared/src/http/endpoint.ts). */
const SCHEMA_KEYS = new Set(["params", "query", "body", "response"]);
/** Texts of a definition only the OpenAPI document shows. */
const DOCUMENTATION_KEYS = new Set(["summary", "tag"]);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";

function* walk(node: AstNode): Generator<AstNode> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) yield* walk(value);
  }
}

const propertyName = (property: AstNode): string | undefined => {
  if (property.type !== "Property") return undefined;
  const key = property.key as AstNode;
  return key.type === "Identifier"
    ? (key.name as string)
    : key.type === "Literal"
      ? String(key.value)
      : undefined;
};

/**
 * A route definition or a part of one spread into several (`{ ...answer, path }`): an object
 * literal with the `summary` every definition has and at least one schema key.
 */
const isRouteDefinition = (node: AstNode): boolean => {
  const names = (node.properties as AstNode[]).map(propertyName);
  return names.includes("summary") && names.some((name) => SCHEMA_KEYS.has(name ?? ""));
};

/** The initial values of a module's top-level `const`/`let` declarations, exported or not. */
function* topLevelInitialisers(program: AstNode): Generator<AstNode> {
  for (const statement of program.body as AstNode[]) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as AstNode[])
      if (declarator.init) yield declarator.init as AstNode;
  }
}

const FUNCTIONS = new Set(["ArrowFunctionExpression", "FunctionExpression"]);

/**
 * Every call in an initial value, nested ones too (`z.object({ n: z.number().int() })`: once the
 * outer call is dropped, an inner chain not marked would stay as a bare statement). Calls inside
 * functions (a `.transform(…)` callback) run later, if ever, and are left alone.
 */
function* callsOutsideFunctions(node: AstNode): Generator<AstNode> {
  if (FUNCTIONS.has(node.type)) return;
  if (node.type === "CallExpression" || node.type === "NewExpression") yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* callsOutsideFunctions(item);
    } else if (isNode(value)) yield* callsOutsideFunctions(value);
  }
}

/**
 * Lets the web build leave out the zod schemas of packages/shared that the browser never runs.
 *
 * - An endpoint definition's schemas (and its OpenAPI summary and tag) are removed: the browser uses an endpoint's method and path at
 *   run time and its schemas only as types (the server validates), yet a schema referenced from the
 *   definition keeps its contract module and zod itself (≈ 33 KB gzipped) in the feed's first chunk.
 * - A top-level `const x = call()` of a shared module is marked pure: zod's builders are, but a chain
 *   such as `z.string().regex(…)` looks like it could have an effect, so an unused schema would stay.
 *
 * packages/shared declares no side effects, so what is then unused is dropped; a screen that
 * validates a form with a schema still imports it and gets it in its own chunk. Build only: tests
 * and the dev server see the modules whole.
 */
export function leanSharedModules(): Plugin {
  return {
    name: "chorus:lean-shared-modules",
    apply: "build",
    enforce: "post",
    transform: {
      filter: { id: /packages[\\/]shared[\\/]src[\\/].*\.ts$/ },
      handler(code, id) {
        const out = new MagicString(code);
        const program = parseAst(code) as unknown as AstNode;
        for (const init of topLevelInitialisers(program))
          for (const call of callsOutsideFunctions(init)) out.prependLeft(call.start, "/* @__PURE__ */ ");
        for (const node of walk(program)) {
          if (node.type !== "ObjectExpression" || !isRouteDefinition(node)) continue;
          for (const property of node.properties as AstNode[]) {
            const name = propertyName(property) ?? "";
            if (SCHEMA_KEYS.has(name) || DOCUMENTATION_KEYS.has(name))
              // The whole property, so a shorthand (`{ tag }`) is rewritten too.
              out.overwrite(property.start, property.end, `${name}: void 0`);
          }
        }
        return out.hasChanged()
          ? { code: out.toString(), map: out.generateMap({ source: id, hires: true }) }
          : null;
      },
    },
  };
}
