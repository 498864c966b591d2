import { type JsonSchema, mapLeaves, sampleOf, stringLeaves } from "./sample-values.ts";

export interface Operation {
  method: string;
  /** OpenAPI form: /api/post3/{postId} */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
}

export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const NUL = "a\u0000b";
/** How many single fields get their own NUL request (the rest are covered by the all-fields one). */
const SINGLE_FIELD_SAMPLES = 4;
const HUGE = "A".repeat(100_000);

const opposite = (leaf: unknown): unknown => {
  if (typeof leaf === "string") return 12345;
  if (typeof leaf === "number") return "not-a-number";
  if (typeof leaf === "boolean") return "yes";
  return { unexpected: [] };
};

function urlOf(op: Operation, pathValue: (name: string) => string, query: [string, string][]): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathValue(name)));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Evenly spread picks, so large bodies are sampled across, not only at the front. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_v, i) => items[Math.floor((i * items.length) / count)] as T);
}

/** The hostile requests for one operation: NUL bytes everywhere, wrong types, broken bodies. */
export function malformationsOf(op: Operation): FuzzRequest[] {
  const pathSample = (name: string) =>
    String(sampleOf(op.pathParams.find((p) => p.name === name)?.schema ?? { type: "string" }));
  const baseQuery: [string, string][] = op.queryParams
    .filter((q) => q.required)
    .map((q) => [q.name, String(sampleOf(q.schema))]);
  const url = urlOf(op, pathSample, baseQuery);
  const json = { "content-type": "application/json" };
  const requests: FuzzRequest[] = [];
  const add = (label: string, request: Omit<FuzzRequest, "label" | "method">) =>
    requests.push({ label, method: op.method, ...request });

  if (op.pathParams.length > 0) add("NUL in every path parameter", { url: urlOf(op, () => NUL, baseQuery) });
  const others = (name: string) => baseQuery.filter(([other]) => other !== name);
  for (const q of op.queryParams)
    add(`NUL in query ${q.name}`, { url: urlOf(op, pathSample, [...others(q.name), [q.name, NUL]]) });
  for (const q of spread(op.queryParams, SINGLE_FIELD_SAMPLES))
    add(`query ${q.name} twice`, {
      url: urlOf(op, pathSample, [...others(q.name), [q.name, "1"], [q.name, "2"]]),
    });
  add("NUL in an unknown query parameter", { url: urlOf(op, pathSample, [...baseQuery, ["fuzz", NUL]]) });
  add("huge query value", {
    url: urlOf(op, pathSample, [...baseQuery, [op.queryParams[0]?.name ?? "fuzz", HUGE.slice(0, 8000)]]),
  });
  if (op.method === "GET" || op.method === "HEAD") return requests;

  const body = op.body ? sampleOf(op.body) : {};
  const leaves = stringLeaves(body);
  const send = (label: string, value: unknown) =>
    add(label, { url, headers: json, payload: JSON.stringify(value) });
  for (const leaf of spread(leaves, SINGLE_FIELD_SAMPLES))
    send(
      `NUL in body ${leaf.join(".")}`,
      mapLeaves(body, (v) => `${String(v)}\u0000`, [leaf]),
    );
  if (leaves.length > 0)
    send(
      "NUL in every body string",
      mapLeaves(body, () => NUL, leaves),
    );
  send("NUL as a key", { "a\u0000b": "x" });
  send("every field of the wrong type", mapLeaves(body, opposite));
  send("an array instead of the body", [body]);
  send("null body", null);
  send("a bare string body", NUL);
  if (leaves.length > 0)
    send(
      "huge strings",
      mapLeaves(body, () => HUGE, spread(leaves, 5)),
    );
  add("malformed JSON", { url, headers: json, payload: '{"a":' });
  add("empty JSON body", { url, headers: json, payload: "" });
  add("body over the size limit", {
    url,
    headers: json,
    payload: JSON.stringify({ a: "A".repeat(1_100_000) }),
  });
  add("unsupported content type", {
    url,
    headers: { "content-type": "application/xml" },
    payload: "<a>\u0000</a>",
  });
  add("broken multipart", {
    url,
    headers: { "content-type": "multipart/form-data; boundary=fuzz" },
    payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nxx',
  });
  add("form body with NUL", {
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "grant_type=%00&code=a%00b",
  });
  return requests;
}
