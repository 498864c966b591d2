import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiledSerializerCompiler } from "./compiled-serializer.ts";

const schema = z.object({
  id: z.string(),
  count: z.number().int(),
  at: z.string().nullable(),
  shared: z.union([z.boolean(), z.literal("scheduled")]),
  tags: z.array(z.object({ name: z.string() })),
  byNetwork: z.record(z.string(), z.object({ shareCount: z.number() })),
  note: z.string().optional(),
});
const route = { schema, method: "GET", url: "/x", httpStatus: "200" };
const serializer = (check: boolean) =>
  compiledSerializerCompiler(check)(
    route as unknown as Parameters<ReturnType<typeof compiledSerializerCompiler>>[0],
  );

const good = [
  { id: "a", count: 1, at: null, shared: false, tags: [], byNetwork: {} },
  {
    id: "b",
    count: 2,
    at: "2026-01-01T00:00:00.000Z",
    shared: "scheduled",
    tags: [{ name: "x" }],
    byNetwork: { linkedin: { shareCount: 3 } },
    note: "n",
  },
  // Fields beyond the schema are left out, as zod's serializer leaves them out.
  { id: "c", count: 3, at: null, shared: true, tags: [{ name: "y", secret: 1 }], byNetwork: {}, secret: "s" },
];

describe("the compiled answer serializer", () => {
  it.each(good)("writes what zod's serializer writes (%#)", (data) => {
    const expected = JSON.stringify(schema.parse(data));
    expect(serializer(false)(data)).toBe(expected);
    expect(serializer(true)(data)).toBe(expected);
  });

  it("refuses an answer that breaks the contract when it checks answers (development, tests)", () => {
    const bad = { ...good[0], count: "many" };
    expect(() => serializer(true)(bad)).toThrow();
  });
});
