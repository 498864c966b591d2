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

/**
 * mapStrings for data nobody changes afterwards (an answer about to be serialized): objects and
 * arrays in which no string changed are returned as they are, so a feed page with a handful of
 * media URLs copies a handful of objects instead of every one (the copy was most of the cost).
 */
export function mapStringsShared(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const mapped =
        typeof item === "object" || typeof item === "string" ? mapStringsShared(item, map) : item;
      if (mapped !== item) {
        out ??= value.slice();
        out[i] = mapped;
      }
    }
    return out ?? value;
  }
  if (value !== null && typeof value === "object" && isPlain(value)) {
    let out: Record<string, unknown> | null = null;
    const source = value as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      const item = source[key];
      const mapped =
        typeof item === "object" || typeof item === "string" ? mapStringsShared(item, map) : item;
      if (mapped !== item) {
        out ??= { ...source };
        out[key] = mapped;
      }
    }
    return out ?? value;
  }
  return value;
}
