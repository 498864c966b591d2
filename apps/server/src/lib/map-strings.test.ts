import { describe, expect, it } from "vitest";
import { mapStrings, mapStringsShared } from "./map-strings.ts";

const upperMedia = (text: string) => (text.startsWith("/m/") ? text.toUpperCase() : text);

const cases: { name: string; value: unknown }[] = [
  { name: "a string", value: "/m/a" },
  { name: "a number", value: 3 },
  { name: "null", value: null },
  { name: "an array of strings", value: ["x", "/m/b", "y"] },
  {
    name: "a feed-like answer",
    value: {
      postList: [
        { _id: "1", title: "t", imageMetadataList: [{ url: "/m/one", width: 3 }], tags: [] },
        { _id: "2", title: "u", imageMetadataList: [], author: { avatarUrl: null } },
      ],
      page: 1,
      hasMore: false,
      counters: null,
    },
  },
  { name: "nothing to change", value: { a: ["x", { b: "y", c: 1, d: true }], e: null } },
];

describe("mapStringsShared", () => {
  it.each(cases)("gives the same data as mapStrings for $name", ({ value }) => {
    const before = structuredClone(value);
    expect(mapStringsShared(value, upperMedia)).toEqual(mapStrings(value, upperMedia));
    // The input is never changed.
    expect(value).toEqual(before);
  });

  it("returns untouched objects and arrays themselves and copies only the path to a change", () => {
    const untouched = { _id: "2", imageMetadataList: [] as unknown[] };
    const changed = { _id: "1", imageMetadataList: [{ url: "/m/one" }] };
    const answer = { postList: [changed, untouched], page: 1 };
    const out = mapStringsShared(answer, upperMedia) as typeof answer;
    expect(out).not.toBe(answer);
    expect(out.postList).not.toBe(answer.postList);
    expect(out.postList[0]).not.toBe(changed);
    expect(out.postList[0]?.imageMetadataList[0]).toEqual({ url: "/M/ONE" });
    expect(out.postList[1]).toBe(untouched);
    expect(changed.imageMetadataList[0]?.url).toBe("/m/one");
    const calm = { a: [{ b: "x" }] };
    expect(mapStringsShared(calm, upperMedia)).toBe(calm);
  });

  it("keeps Dates and other non-plain objects as they are", () => {
    const at = new Date(0);
    const out = mapStringsShared({ at, url: "/m/x" }, upperMedia) as { at: Date; url: string };
    expect(out.at).toBe(at);
    expect(out.url).toBe("/M/X");
  });
});
