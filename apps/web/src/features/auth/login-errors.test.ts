import { describe, expect, it } from "vitest";
import { looksLikeOtherCompany } from "./login-errors.ts";

describe("looksLikeOtherCompany", () => {
  it.each([
    ["gina@globex.example", ["acme.example"], true],
    ["emma@acme.example", ["acme.example"], false],
    ["  Emma@ACME.example ", ["acme.example"], false],
    ["emma@eu.acme.example", ["acme.example"], false],
    ["emma@notacme.example", ["acme.example"], true],
    ["emma@acme.example", ["@acme.example"], false],
    // No domain list: nothing to compare with, so no hint.
    ["gina@globex.example", [], false],
    // A phone number (SMS lab) is no address.
    ["+358401234567", ["acme.example"], false],
  ])("%s with %j → %s", (identifier, domains, expected) => {
    expect(looksLikeOtherCompany(identifier, domains)).toBe(expected);
  });
});
