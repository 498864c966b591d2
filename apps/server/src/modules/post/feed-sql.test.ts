import { describe, expect, it } from "vitest";
import { textArrayLiteral } from "./feed-sql.ts";

describe("textArrayLiteral: PostgreSQL's text[] literal", () => {
  it("quotes every element, so commas, braces and NULL stay inside one element", () => {
    expect(textArrayLiteral(["a,b", "{c}", "NULL", ""])).toBe('{"a,b","{c}","NULL",""}');
  });

  it("escapes backslashes and double quotes inside an element", () => {
    expect(textArrayLiteral(['say "hi"', "back\\slash"])).toBe('{"say \\"hi\\"","back\\\\slash"}');
  });

  it("is the empty array for no values", () => {
    expect(textArrayLiteral([])).toBe("{}");
  });
});
