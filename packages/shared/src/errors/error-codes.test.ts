import { describe, expect, it } from "vitest";
import { ERROR_CODE, ERROR_CODES, isErrorCode } from "./error-codes.ts";

describe("the error-code registry", () => {
  it("names every code as <HTTP status>.<number> of a client or server error, with a message", () => {
    for (const [code, message] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[45]\d\d\.\d+$/);
      expect(message.trim()).not.toBe("");
    }
  });

  it("holds the codes of sharing, AI, translation and onboarding that used to bypass it", () => {
    for (const code of [
      "409.30",
      "422.30",
      "503.30",
      "409.80",
      "424.80",
      "424.81",
      "424.82",
      "424.90",
      "400.74",
    ])
      expect(isErrorCode(code)).toBe(true);
  });

  it("is closed: an unknown code or an inherited property is not a code", () => {
    expect(isErrorCode("418.0")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });

  it("gives clients names only for registered codes", () => {
    for (const code of Object.values(ERROR_CODE)) expect(isErrorCode(code)).toBe(true);
  });
});
