import { describe, expect, it } from "vitest";
import {
  checkLanguage,
  flatten,
  LANGUAGES,
  placeholdersOf,
  pluralCategoriesOf,
  readStrings,
  requiredKeys,
} from "../../../../scripts/i18n-keys.mjs";

const english = readStrings("en");

describe("the translation files (core §9 UI languages)", () => {
  it("covers every UI language and the in-context pseudo-language", () => {
    expect([...LANGUAGES, "en"].sort()).toEqual(["de", "en", "es", "fi", "fr", "it", "nl", "tlh", "vi"]);
  });

  it.each(LANGUAGES)("%s holds exactly English's keys, with its own plural forms", (language) => {
    const result = checkLanguage(english, readStrings(language), language);
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(result.notStrings).toEqual([]);
  });

  it.each(LANGUAGES)("%s keeps every {{placeholder}} of the English string", (language) => {
    expect(checkLanguage(english, readStrings(language), language).placeholderMismatches).toEqual([]);
  });

  it.each([
    ["fr", ["many", "one", "other"]],
    ["es", ["many", "one", "other"]],
    ["it", ["many", "one", "other"]],
    ["de", ["one", "other"]],
    ["nl", ["one", "other"]],
    ["fi", ["one", "other"]],
    ["vi", ["other"]],
  ])("%s needs the plural forms %j", (language, categories) => {
    expect(pluralCategoriesOf(language).sort()).toEqual(categories);
    const plural = [...requiredKeys(english, language).keys()].filter((k) => k.startsWith("post.like_"));
    expect(plural.sort()).toEqual(categories.map((c) => `post.like_${c}`));
  });

  it("reads placeholders by name, a format after the comma aside", () => {
    expect(placeholdersOf("{{count, number}} of {{ total }} by {{name}}")).toEqual([
      "count",
      "name",
      "total",
    ]);
  });

  it("finds a missing key, an extra key and a lost placeholder", () => {
    const en = { a: "Hello {{name}}", b: { c_one: "one", c_other: "{{count}} items" } };
    const found = checkLanguage(en, { a: "Bonjour", b: { c_one: "un", c_other: "x", z: "?" } }, "fr");
    expect(found.missing).toEqual(["b.c_many"]);
    expect(found.extra).toEqual(["b.z"]);
    expect(found.placeholderMismatches.map((m) => m.key)).toEqual(["a"]);
    expect(Object.keys(flatten(en))).toEqual(["a", "b.c_one", "b.c_other"]);
  });
});
