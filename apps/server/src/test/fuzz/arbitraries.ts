import fc from "fast-check";
import type { FuzzRequest, Operation } from "./malformations.ts";
import { type JsonSchema, sampleOf } from "./sample-values.ts";

/** Values no contract wants: wrong types, edge strings, unicode, NUL, huge, deeply nested. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "%00", "\u202e", "\ud83d\ude00", "null", "undefined"),
  fc.constantFrom("'; DROP TABLE post; --", "<script>alert(1)</script>", "../../etc/passwd", "{{7*7}}"),
  fc.constantFrom("A".repeat(10_000), "é".repeat(100_000)),
  fc.constantFrom("5f0000000000000000000001", "ffffffffffffffffffffffff", "000000000000000000000000"),
);

const hostileScalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
  fc.boolean(),
  fc.constant(null),
);

const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileScalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "$where")),
      tie("value"),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

/**
 * Nesting far deeper than any contract, as JSON text (built as a string: JSON.stringify itself
 * would recurse): a parser or validator that recurses must not fall over.
 */
const deeplyNestedJson = fc.integer({ min: 50, max: 5_000 }).map((depth) => {
  const opens = Array.from({ length: depth }, (_v, i) => (i % 2 === 0 ? "[" : '{"a":'));
  const closes = opens.map((open) => (open === "[" ? "]" : "}")).reverse();
  return `${opens.join("")}"x"${closes.join("")}`;
});

/** A contract-shaped body with some fields swapped for hostile values, so the fault reaches deep. */
function mutatedBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const sample = sampleOf(schema);
  if (!sample || typeof sample !== "object" || Array.isArray(sample)) return hostileValue;
  const keys = Object.keys(sample);
  if (keys.length === 0) return hostileValue;
  return fc
    .record({
      swapped: fc.subarray(keys, { minLength: 1 }),
      values: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.option(fc.dictionary(fc.string(), hostileValue, { maxKeys: 2 }), { nil: undefined }),
    })
    .map(({ swapped, values, extra }) => {
      const body: Record<string, unknown> = { ...(sample as Record<string, unknown>), ...extra };
      swapped.forEach((key, i) => {
        body[key] = values[i];
      });
      return body;
    });
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=latin1",
] as const;

/** A JSON text, or raw bytes that are not JSON at all. */
const payloadOf = (body: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: body.map((value) => JSON.stringify(value) ?? "null"), weight: 6 },
    { arbitrary: deeplyNestedJson, weight: 1 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 200 }), weight: 2 },
    { arbitrary: fc.constantFrom('{"a":', "[", "{}}", "\u0000", '{"a":1,"a":2}'), weight: 1 },
  );

function urlOf(op: Operation, path: Record<string, string>, query: [string, string][]): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(path[name] ?? "x"));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/**
 * Random hostile requests for one operation, derived from its own schemas (the OpenAPI document
 * the zod contracts produce): path and query parameters from hostile strings or their valid
 * sample, bodies from the contract's shape with fields swapped, raw non-JSON, wrong content types.
 */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValue = (name: string) =>
    fc.oneof(
      fc.constant(String(sampleOf(op.pathParams.find((p) => p.name === name)?.schema))),
      hostileString.filter((s) => s.length > 0 && s.length < 2_000),
    );
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.name)])));
  const query = fc.subarray(op.queryParams).chain((params) =>
    fc.tuple(
      ...params.map((q) =>
        fc
          .oneof(
            fc.constant(String(sampleOf(q.schema))),
            hostileString.filter((s) => s.length < 2_000),
          )
          .map((value): [string, string] => [q.name, value]),
      ),
    ),
  );
  const withBody = op.method !== "GET" && op.method !== "HEAD";
  return fc
    .record({
      path,
      query,
      payload: withBody ? payloadOf(mutatedBody(op.body)) : fc.constant(undefined),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    })
    .map(({ path: pathValues, query: queryValues, payload, contentType }) => ({
      label: "generated",
      method: op.method,
      url: urlOf(op, pathValues as Record<string, string>, queryValues),
      ...(payload === undefined ? {} : { headers: { "content-type": contentType }, payload }),
    }));
}
