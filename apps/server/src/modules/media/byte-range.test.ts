import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range.ts";

describe("parseByteRange (a 1000-byte video)", () => {
  it.each<[string | undefined, ReturnType<typeof parseByteRange>]>([
    [undefined, null],
    ["bytes=0-499", { start: 0, end: 499 }],
    ["bytes=500-", { start: 500, end: 999 }],
    ["bytes=0-", { start: 0, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=999-999", { start: 999, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=500-100", null],
    ["bytes=0-1,5-9", null],
    ["items=0-1", null],
    ["bytes=-", null],
    ["bytes=abc", null],
  ])("%s", (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it("an empty object satisfies no range", () => {
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});
