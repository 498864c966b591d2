/** The part of JSON Schema the OpenAPI document uses (no $ref: the zod transform inlines). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings that satisfy the patterns and formats the contracts use, tried in turn. */
const STRING_CANDIDATES = [
  "5f0000000000000000000001",
  "fuzz-value",
  "2026-01-01T00:00:00.000Z",
  "2026-01-01",
  "https://example.com/fuzz",
  "fuzz@acme.example",
  "+4915112345678",
  "#336699",
  "en",
  "/feed",
  "x",
];

function firstType(schema: JsonSchema): string | undefined {
  const types = [schema.type ?? []].flat().filter((t) => t !== "null");
  return types[0] ?? (schema.properties ? "object" : undefined);
}

function sampleString(schema: JsonSchema): string {
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (s: string) =>
    (!pattern || pattern.test(s)) &&
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (schema.format !== "uri" || s.startsWith("https:")) &&
    (schema.format !== "date-time" || s.includes("T")) &&
    (schema.format !== "date" || /^\d{4}-\d\d-\d\d$/.test(s));
  return STRING_CANDIDATES.find(fits) ?? "x".repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema would likely accept, so a malformation of one part reaches deep. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(variant, depth + 1);
  switch (firstType(schema)) {
    case "string":
      return sampleString(schema);
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(schema.items, depth + 1),
      );
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        out[key] = sampleOf(property, depth + 1);
      return out;
    }
    default:
      return "x";
  }
}

/** Every string leaf's path in a value, e.g. ["author", "name"] or ["tags", 0]. */
export function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...at, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...at, key]));
  return [];
}

/** A deep copy of `value` with each leaf replaced by `change(leaf)`; only the given paths when named. */
export function mapLeaves(
  value: unknown,
  change: (leaf: unknown) => unknown,
  only?: (string | number)[][],
  at: (string | number)[] = [],
): unknown {
  const chosen = !only || only.some((path) => path.length === at.length && path.every((p, i) => p === at[i]));
  if (Array.isArray(value)) return value.map((item, i) => mapLeaves(item, change, only, [...at, i]));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, change, only, [...at, key])]),
    );
  return chosen ? change(value) : value;
}
