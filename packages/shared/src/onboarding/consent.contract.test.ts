import { describe, expect, it } from "vitest";
import { consentWarning } from "./consent.contract.ts";

describe("consent warnings (access §5)", () => {
  const table: [Parameters<typeof consentWarning>[0], Parameters<typeof consentWarning>[1], string | null][] =
    [
      ["none", { termOfService: true, privacyPolicy: true }, null],
      [
        "none",
        { termOfService: false, privacyPolicy: true },
        "Please accept the Terms of Service and Privacy Policy",
      ],
      [
        "none",
        { termOfService: true, privacyPolicy: false },
        "Please accept the Terms of Service and Privacy Policy",
      ],
      [
        "link",
        { termOfService: true, privacyPolicy: true },
        "Please accept the Terms of Service and Privacy Policies",
      ],
      ["link", { termOfService: true, privacyPolicy: true, customerPolicy: true }, null],
      [
        "link",
        { termOfService: false, privacyPolicy: true, customerPolicy: true },
        "Please accept the Terms of Service and Privacy Policies",
      ],
      [
        "text",
        { termOfService: true, privacyPolicy: true, customerPolicy: false },
        "Please accept the conditions to proceed",
      ],
      ["text", { termOfService: true, privacyPolicy: true, customerPolicy: true }, null],
    ];
  it.each(table)("%s %j → %s", (type, body, expected) => {
    expect(consentWarning(type, body)).toBe(expected);
  });
});
