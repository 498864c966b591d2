import { describe, expect, it } from "vitest";
import { longDateIn, numberIn, postDateIn, shortDateIn } from "./format.ts";
import { localeFor, uiLanguageFor, uiLanguageFromBrowser } from "./languages.ts";
import { uiLanguageOfSession } from "./use-locale.ts";

describe("locale of a language (core §9)", () => {
  it.each([
    ["fr", [], "fr"],
    ["pt_BR", [], "pt-BR"],
    ["de", ["en-US"], "de"],
    ["en", ["en-US", "en-GB"], "en-US"],
    ["en", ["fi-FI", "en-us"], "en-US"],
    ["en", ["en-GB", "en-US"], "en-GB"],
    ["en", ["fr-FR"], "en-GB"],
    ["en", [], "en-GB"],
    ["tlh", ["en-US"], "en-US"],
  ])("%s with browser %j → %s", (language, browser, locale) => {
    expect(localeFor(language, browser)).toBe(locale);
  });
});

describe("UI language of a platform language", () => {
  it.each([
    ["fr", false, "fr"],
    ["de", false, "de"],
    ["pt_BR", false, "en"],
    ["sv", false, "en"],
    ["da", false, "en"],
    ["vi", false, "en"],
    ["vi", true, "vi"],
  ])("%s (Vietnamese flag %s) → %s", (platform, vietnamese, ui) => {
    expect(uiLanguageFor(platform, { vietnamese })).toBe(ui);
  });

  it("before sign-in takes the first browser language with texts, never Vietnamese", () => {
    expect(uiLanguageFromBrowser(["sv-SE", "nl-NL", "en"])).toBe("nl");
    expect(uiLanguageFromBrowser(["vi-VN", "fi"])).toBe("fi");
    expect(uiLanguageFromBrowser(["ja"])).toBe("en");
  });

  it("shows the in-context pseudo-language to admins when the incontext lab is on", () => {
    const session = (role: string, labs: string[]) => ({
      role,
      user: { language: "de", smarpFeatureMap: {} },
      company: { smarpLabList: labs },
    });
    expect(uiLanguageOfSession(session("admin", ["incontext"]))).toBe("tlh");
    expect(uiLanguageOfSession(session("sharer", ["incontext"]))).toBe("de");
    expect(uiLanguageOfSession(session("admin", []))).toBe("de");
  });
});

describe("dates and numbers per locale (Intl)", () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it("keeps the spec's English texts", () => {
    expect(postDateIn("en-GB", new Date(2026, 10, 24, 14, 55), now)).toBe("5 minutes ago");
    expect(postDateIn("en-US", new Date(2026, 2, 3, 9, 0), now)).toBe("3 Mar");
    expect(shortDateIn("en-GB", new Date(2026, 2, 3, 9, 5))).toBe("3.03.2026 at 09:05");
  });

  it("writes French, German and Finnish with Intl", () => {
    expect(postDateIn("fr", new Date(2026, 10, 24, 14, 55), now)).toBe("il y a 5 minutes");
    expect(postDateIn("fr", new Date(2026, 2, 3, 9, 0), now)).toBe("3 mars");
    expect(postDateIn("de", new Date(2025, 2, 3, 9, 0), now)).toBe("3. März 2025");
    expect(longDateIn("fr", new Date(2026, 2, 3, 9, 5))).toBe("mardi 3 mars 2026 à 09:05");
    expect(shortDateIn("fi", new Date(2026, 2, 3, 9, 5))).toBe("3.03.2026 klo 09.05");
    expect(numberIn("de", 1234567)).toBe("1.234.567");
    // English whole numbers are grouped without Intl, as Intl groups them.
    for (const value of [0, 7, 999, 1000, -1234, 1234567, 12345678901])
      expect(numberIn("en-GB", value)).toBe(new Intl.NumberFormat("en-GB").format(value));
    expect(numberIn("en-US", 1234.5)).toBe("1,234.5");
    expect(postDateIn("fr", "not a date", now)).toBe("Invalid date");
  });
});
