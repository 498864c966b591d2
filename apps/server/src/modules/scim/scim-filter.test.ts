import { describe, expect, it } from "vitest";
import { parseFilter, parsePatchPath, ScimFilterError } from "./scim-filter.ts";

describe("SCIM filter parser (RFC 7644 §3.4.2.2)", () => {
  it.each([
    ['userName eq "bjensen"', { kind: "compare", attr: "username", op: "eq", value: "bjensen" }],
    [
      'name.familyName co "O\'Malley"',
      { kind: "compare", attr: "name.familyname", op: "co", value: "O'Malley" },
    ],
    ['userName sw "J"', { kind: "compare", attr: "username", op: "sw", value: "J" }],
    [
      'emails.value ew "@example.com"',
      { kind: "compare", attr: "emails.value", op: "ew", value: "@example.com" },
    ],
    ["title pr", { kind: "present", attr: "title" }],
    ["active eq true", { kind: "compare", attr: "active", op: "eq", value: true }],
    ["externalId eq null", { kind: "compare", attr: "externalid", op: "eq", value: null }],
    [
      'meta.lastModified gt "2011-05-13T04:42:34Z"',
      { kind: "compare", attr: "meta.lastmodified", op: "gt", value: "2011-05-13T04:42:34Z" },
    ],
    [
      'urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a@b.c"',
      { kind: "compare", attr: "username", op: "eq", value: "a@b.c" },
    ],
    ['USERNAME EQ "x"', { kind: "compare", attr: "username", op: "eq", value: "x" }],
    ['userName eq "say \\"hi\\""', { kind: "compare", attr: "username", op: "eq", value: 'say "hi"' }],
  ])("parses %s", (input, expected) => {
    expect(parseFilter(input)).toEqual(expected);
  });

  it("gives and precedence over or, and honours parentheses and not", () => {
    expect(parseFilter('a eq "1" or b eq "2" and c eq "3"')).toEqual({
      kind: "or",
      left: { kind: "compare", attr: "a", op: "eq", value: "1" },
      right: {
        kind: "and",
        left: { kind: "compare", attr: "b", op: "eq", value: "2" },
        right: { kind: "compare", attr: "c", op: "eq", value: "3" },
      },
    });
    expect(parseFilter('(a eq "1" or b eq "2") and not (c pr)')).toEqual({
      kind: "and",
      left: {
        kind: "or",
        left: { kind: "compare", attr: "a", op: "eq", value: "1" },
        right: { kind: "compare", attr: "b", op: "eq", value: "2" },
      },
      right: { kind: "not", filter: { kind: "present", attr: "c" } },
    });
  });

  it("parses value paths", () => {
    expect(parseFilter('emails[type eq "work" and value co "@example.com"]')).toEqual({
      kind: "valuePath",
      attr: "emails",
      filter: {
        kind: "and",
        left: { kind: "compare", attr: "type", op: "eq", value: "work" },
        right: { kind: "compare", attr: "value", op: "co", value: "@example.com" },
      },
    });
  });

  it.each([
    'userName eq "unterminated',
    "userName eq",
    'userName like "x"',
    'userName eq "a" and',
    '(userName eq "a"',
    'userName eq "a" extra',
    "userName eq bare",
    "= 3",
    "a".repeat(2001),
  ])("refuses %s", (input) => {
    expect(() => parseFilter(input)).toThrow(ScimFilterError);
  });
});

describe("SCIM PATCH paths (RFC 7644 §3.5.2)", () => {
  it.each([
    ["active", { attr: "active" }],
    ["name.givenName", { attr: "name", subAttr: "givenname" }],
    [
      'members[value eq "5f1a00000000000000000001"]',
      {
        attr: "members",
        filter: { kind: "compare", attr: "value", op: "eq", value: "5f1a00000000000000000001" },
      },
    ],
    [
      'emails[type eq "work"].value',
      {
        attr: "emails",
        filter: { kind: "compare", attr: "type", op: "eq", value: "work" },
        subAttr: "value",
      },
    ],
    [
      "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
      { attr: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:user:department" },
    ],
    ["urn:ietf:params:scim:schemas:core:2.0:User:userName", { attr: "username" }],
  ])("parses %s", (input, expected) => {
    expect(parsePatchPath(input)).toEqual(expected);
  });

  it.each(["members[value eq", "members]x[", "bad path", 'members[value eq "a"].'])("refuses %s", (input) => {
    expect(() => parsePatchPath(input)).toThrow(ScimFilterError);
  });
});
