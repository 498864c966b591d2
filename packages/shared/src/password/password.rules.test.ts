import { describe, expect, it } from "vitest";
import {
  checkPassword,
  PASSWORD_MESSAGES,
  type PasswordContext,
  passwordEntropy,
  scoreOfEntropy,
} from "./password.rules.ts";

const ACME_EMMA: PasswordContext = {
  companyName: "Acme",
  subdomain: "acme",
  email: "emma.stone@acme.example",
  firstName: "Emma",
  lastName: "Stone",
};

describe("password length (access §5)", () => {
  it.each([
    ["", "Too short", PASSWORD_MESSAGES.tooShort],
    ["Ab1!", "Too short", PASSWORD_MESSAGES.tooShort],
    ["Ab1!xY7$q", "Too short", PASSWORD_MESSAGES.tooShort],
    [`Ab1!${"x".repeat(125)}`, "Too long", PASSWORD_MESSAGES.length],
  ])("%j → %s", (password, label, message) => {
    expect(checkPassword(password)).toMatchObject({ score: 0, label, message, code: "400.55" });
  });

  it.each([
    ["10 characters", "Ab1!xY7$qZ"],
    ["128 characters", `Ab1!${"xY7$qZwV".repeat(15)}xY7$`],
  ])("accepts %s", (_name, password) => {
    expect(password.length === 10 || password.length === 128).toBe(true);
    expect(checkPassword(password).code).toBeUndefined();
  });

  it("shows four empty bars for an empty password", () => {
    expect(checkPassword("").barClassList).toEqual(["empty", "empty", "empty", "empty"]);
  });
});

describe("sanity checks, in order and case-insensitive (access §5)", () => {
  it.each([
    ["the product name", "mychorusPass99!", "400.56", PASSWORD_MESSAGES.productName],
    ["the share-variant", "XX-CHORUSSHARE-xyz1", "400.56", PASSWORD_MESSAGES.productName],
    ["the company name", "my-ACME-Pass-2026", "400.57", PASSWORD_MESSAGES.companyName],
    ["the e-mail local part", "Q!emma.stone-9x", "400.58", PASSWORD_MESSAGES.personalName],
    ["the first name", "Blue-EMMA-River-9", "400.58", PASSWORD_MESSAGES.personalName],
    ["the last name", "Blue-stone-River-9", "400.58", PASSWORD_MESSAGES.personalName],
    ["product before company", "Chorus-Acme-Emma-1", "400.56", PASSWORD_MESSAGES.productName],
    ["company before name", "Acme-Emma-1!xyzQ", "400.57", PASSWORD_MESSAGES.companyName],
  ])("refuses %s", (_name, password, code, message) => {
    expect(checkPassword(password, ACME_EMMA)).toMatchObject({ score: 0, code, message });
  });

  it("checks the subdomain separately from the company name", () => {
    const result = checkPassword("Blue-globex-River-9", {
      companyName: "Globex Corporation",
      subdomain: "globex",
    });
    expect(result.code).toBe("400.57");
  });

  it.each([
    ["a company name of 3 characters", { companyName: "IBM", subdomain: "ibm" }, "Blue-ibm-River-9x"],
    [
      "names of 3 characters",
      { firstName: "Bob", lastName: "Li", email: "bob@x.example" },
      "Blue-Bob-Li-River9",
    ],
    ["nothing known", {}, "Blue-Bob-Li-River9"],
  ])("ignores %s", (_name, context, password) => {
    expect(checkPassword(password, context).code).toBeUndefined();
  });
});

describe("strength (access §5)", () => {
  it.each([
    ["fewer than 5 distinct characters", "aaaaaaaaaaaaaaaaaaaa", 0],
    ["4 distinct characters ignoring case", "aAaAbBbBcCcCdDdD", 0],
  ])("%s is very weak", (_name, password, score) => {
    expect(checkPassword(password)).toMatchObject({
      score,
      label: "Very weak",
      message: PASSWORD_MESSAGES.weak,
      code: "400.62",
    });
  });

  // entropy = length × log2(pool): pool 26 lower, +26 upper, +10 digits, +32 others
  it.each([
    ["abcdefghij", 10 * Math.log2(26), 0, "Very weak", "400.62"],
    ["abcdefghijk", 11 * Math.log2(26), 1, "Weak", "400.62"],
    ["abcdefgh12", 10 * Math.log2(36), 1, "Weak", "400.62"],
    ["Abcdefgh12", 10 * Math.log2(62), 1, "Weak", "400.62"],
    ["abcdefghijklm", 13 * Math.log2(26), 2, "Fair", undefined],
    ["Abcdefg1!x", 10 * Math.log2(94), 2, "Fair", undefined],
    ["abcdefghijklmno", 15 * Math.log2(26), 3, "Good", undefined],
    ["Abcdefgh1!xy", 12 * Math.log2(94), 3, "Good", undefined],
    ["Abcdefgh1!xyz", 13 * Math.log2(94), 4, "Strong", undefined],
    ["abcdefghijklmnopqr", 18 * Math.log2(26), 4, "Strong", undefined],
  ])("%s: %d bits → %d %s", (password, bits, score, label, code) => {
    expect(passwordEntropy(password)).toBeCloseTo(bits, 6);
    const result = checkPassword(password);
    expect(result).toMatchObject({ score, label });
    expect(result.code).toBe(code);
  });

  it.each([
    [49.99, 0],
    [50, 1],
    [59.99, 1],
    [60, 2],
    [69.99, 2],
    [70, 3],
    [79.99, 3],
    [80, 4],
    [200, 4],
  ])("the band of %d bits is %d", (bits, score) => {
    expect(scoreOfEntropy(bits)).toBe(score);
  });

  it.each([
    ["abcdefghij", ["very-weak", "empty", "empty", "empty"]],
    ["abcdefgh12", ["weak", "empty", "empty", "empty"]],
    ["Abcdefg1!x", ["fair", "fair", "empty", "empty"]],
    ["Abcdefgh1!xy", ["good", "good", "good", "empty"]],
    ["Abcdefgh1!xyz", ["strong", "strong", "strong", "strong"]],
  ])("the meter of %s", (password, bars) => {
    expect(checkPassword(password).barClassList).toEqual(bars);
  });
});
