/** Rewrites strings anywhere inside plain JSON-like data (answers, request bodies, seed rows). */
const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A copy of a JSON-like value with every string passed through `map` (Dates and other objects kept). */
export function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === "object" && isPlain(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)]));
  }
  return value;
}

/** Whether any string inside the value passes the test (without copying anything). */
export function someString(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === "string") return test(value);
  if (Array.isArray(value)) return value.some((item) => someString(item, test));
  if (value !== null && typeof value === "object" && isPlain(value)) {
    return Object.values(value).some((item) => someString(item, test));
  }
  return false;
}
