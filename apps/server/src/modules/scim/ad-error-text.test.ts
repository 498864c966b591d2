import { afterEach, describe, expect, it } from "vitest";
import { MAIL_TEXTS } from "../../platform/mail/index.ts";
import { adErrorText, adErrorTitle } from "./ad-error-text.ts";

/** A stand-in French text for one key, to see the recipient's language chosen (restored after). */
const french = MAIL_TEXTS.fr?.notificationText as Record<string, unknown>;
const saved = { ...french };
afterEach(() => {
  for (const key of Object.keys(french)) if (!(key in saved)) delete french[key];
  Object.assign(french, saved);
});

describe("the ad_error_* notification texts", () => {
  const table: [string, string, Parameters<typeof adErrorText>[2], string][] = [
    [
      "ad_error_user_exists",
      "User ines@acme.example already exists",
      undefined,
      "<b>Error in Active Directory operation</b>: the directory sent a user who already exists (User ines@acme.example already exists)",
    ],
    [
      "ad_error_invalid_attribute",
      "active must be a boolean",
      undefined,
      "<b>Error in Active Directory operation</b>: the directory sent a value that cannot be used (active must be a boolean)",
    ],
    [
      "ad_error_empty_group",
      "The directory group Sales & Co has no members any more",
      { key: "adErrorGroupEmptied", values: { name: "Sales & Co" } },
      "<b>Error in Active Directory operation</b>: the directory group <strong>Sales &amp; Co</strong> has no members any more",
    ],
    [
      "ad_error_unexpected",
      "An unexpected error stopped a directory operation",
      { key: "adErrorUnexpected" },
      "<b>Error in Active Directory operation</b>: an unexpected error stopped a directory operation",
    ],
    [
      "ad_error_invalid_group",
      "<script>",
      undefined,
      "<b>Error in Active Directory operation</b>: the directory sent a group that cannot be used (&lt;script&gt;)",
    ],
  ];
  it.each(table)("%s: %s", (type, detail, text, expected) => {
    expect(adErrorText(type, detail, text)("en")).toBe(expected);
  });

  it("is written in the recipient's platform language, title included", () => {
    french.adErrorTitle = "Erreur Active Directory";
    french.adError = "<b>{{title}}</b> : {{what}}";
    french.adErrorUnexpected = "une erreur inattendue";
    expect(adErrorTitle("fr_FR")).toBe("Erreur Active Directory");
    expect(adErrorText("ad_error_unexpected", "x", { key: "adErrorUnexpected" })("fr_FR")).toBe(
      "<b>Erreur Active Directory</b> : une erreur inattendue",
    );
    expect(adErrorTitle("en")).toBe("Error in Active Directory operation");
  });
});
