import { describe, expect, it } from "vitest";
import { attachment, csvField, toSafeCsv } from "./safe-csv.ts";

describe("csvField: formula-safe RFC 4180 cells", () => {
  it.each([
    ["plain text", "Emma", "Emma"],
    ["an empty cell", "", ""],
    ["a formula", "=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["a leading plus", "+31 20 123", "'+31 20 123"],
    ["a leading minus", "-1", "'-1"],
    ["a leading at", "@cmd", "'@cmd"],
    ["a leading tab", "\tx", "'\tx"],
    ["a leading carriage return", "\rx", `"'\rx"`],
    ["a formula with a comma", '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["a comma", "Doe, Jane", `"Doe, Jane"`],
    ["a quote", 'say "hi"', `"say ""hi"""`],
    ["a line feed", "one\ntwo", `"one\ntwo"`],
    ["a CRLF", "one\r\ntwo", `"one\r\ntwo"`],
    ["a minus inside", "a-b", "a-b"],
    ["an equals inside", "a=b", "a=b"],
    ["non-ASCII", "Chloé", "Chloé"],
  ])("%s", (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("toSafeCsv", () => {
  it("writes a BOM, the header and CRLF-terminated records", () => {
    expect(
      toSafeCsv(
        ["A", "B"],
        [
          ["1", "=2"],
          ["x,y", ""],
        ],
      ),
    ).toBe('\uFEFFA,B\r\n1,\'=2\r\n"x,y",\r\n');
  });
});

describe("attachment", () => {
  it("keeps the file name safe for the header", () => {
    expect(attachment('a "b"/c.csv')).toBe('attachment; filename="a__b__c.csv"');
  });
});
