import { describe, expect, it } from "vitest";
import { emailDomainOf, isCompanyEmailDomain, isRegistrationAllowed } from "./registration.rules.ts";

describe("registration allowed (access §5)", () => {
  it.each([
    [true, null, [], true],
    [false, null, [], false],
    [true, "directory-1", [], false],
    [true, null, ["saml"], false],
    [true, null, ["keycloak_saml_lab", "access_token_lab"], true],
    [false, "directory-1", ["saml"], false],
  ])("self-registration %s, directory group %s, labs %j → %s", (enabled, groupId, labs, expected) => {
    expect(isRegistrationAllowed({ isSelfRegistrationEnabled: enabled, groupId, smarpLabList: labs })).toBe(
      expected,
    );
  });
});

describe("company e-mail domain (access §8, 400.14)", () => {
  it.each([
    ["new@acme.example", ["acme.example"], true],
    ["New@ACME.Example", ["acme.example"], true],
    ["new@acme.example", ["Acme.Example", "other.example"], true],
    ["new@sub.acme.example", ["acme.example"], false],
    ["new@acme.example.evil", ["acme.example"], false],
    ["new@globex.example", ["acme.example"], false],
    ["new@acme.example", [], false],
    ["no-at-sign", ["acme.example"], false],
  ])("%s in %j → %s", (email, domains, expected) => {
    expect(isCompanyEmailDomain(email, domains)).toBe(expected);
  });

  it("takes the part after the last at sign", () => {
    expect(emailDomainOf('"a@b"@Acme.Example')).toBe("acme.example");
  });
});
