import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

const APP = "https://acme.chorus.example";

/** Known open-redirect bypass forms: each must come back as the default, never leave the site. */
const BYPASSES: readonly string[] = [
  "//evil.example",
  "//evil.example/phish",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "/\\\\evil.example",
  "\\/\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example/phish",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/\t\\evil.example",
  "/\\\t/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/x/..//evil.example",
  "/../..//evil.example",
  "https://evil.example",
  "https:evil.example",
  "http:/evil.example",
  "https:\\\\evil.example",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "@evil.example",
  "evil.example",
  "evil.example/path",
  " //evil.example",
  " /account",
  "\u0000//evil.example",
  "\u000b//evil.example",
  "／／evil.example",
  "＼＼evil.example",
  "%2f%2fevil.example",
  "%2F%2Fevil.example",
  "%5c%5cevil.example",
  "",
  `/${"a".repeat(2001)}`,
];

describe("safeReturnPath", () => {
  it.each(BYPASSES.map((candidate) => [JSON.stringify(candidate), candidate]))(
    "refuses %s",
    (_label, candidate) => {
      expect(safeReturnPath(candidate)).toBe("/");
    },
  );

  /** Paths on this site, given back as the browser would read them. */
  const LOCAL: readonly [string, string][] = [
    ["/", "/"],
    ["/feed", "/feed"],
    ["/feed?tab=posts#top", "/feed?tab=posts#top"],
    ["/authz?client_id=abc&state=x%20y", "/authz?client_id=abc&state=x%20y"],
    ["/a/../b", "/b"],
    ["/a\\b", "/a/b"],
    ["/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/%5c%5cevil.example", "/%5c%5cevil.example"],
    ["/@evil.example", "/@evil.example"],
    ["/／evil.example", "/%EF%BC%8Fevil.example"],
    ["/fe\ted", "/feed"],
    ["/x?next=//evil.example", "/x?next=//evil.example"],
    ["/x#//evil.example", "/x#//evil.example"],
    ["/a b", "/a%20b"],
  ];
  it.each(LOCAL)("keeps %j as %j", (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it("every answer, bypass or not, stays on the app's origin when the browser follows it", () => {
    for (const candidate of [...BYPASSES, ...LOCAL.map(([c]) => c)]) {
      const path = safeReturnPath(candidate);
      expect(new URL(path, `${APP}/some/page`).origin, JSON.stringify(candidate)).toBe(APP);
      // Whitespace, backslashes and C0 controls: what browsers strip or read as a slash.
      expect(
        [...path].some((c) => c <= " " || c === "\\"),
        JSON.stringify(candidate),
      ).toBe(false);
    }
  });

  it("answers the given default for anything it refuses, and for what is not a string", () => {
    expect(safeReturnPath("//evil.example", "/account")).toBe("/account");
    expect(safeReturnPath(undefined, "/account")).toBe("/account");
    expect(safeReturnPath(["/feed"])).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
  });
});
