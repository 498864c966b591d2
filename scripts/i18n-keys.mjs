// The key-set and placeholder rules of the translation files (issue #16 Languages), shared by the
// Vitest test (apps/web/src/i18n/translations.test.ts) and scripts/i18n-missing.mjs.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const TRANSLATIONS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "apps/web/public/languages/reacttranslations",
);
/** The server's mail and notification texts: same keys approach, same checks. */
export const MAIL_TRANSLATIONS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "apps/server/src/platform/mail/languages",
);
/** Languages of the mail texts (the in-context pseudo-language is the web's only). */
export const MAIL_LANGUAGES = ["fr", "de", "es", "it", "nl", "fi", "vi"];

/** UI languages of core §9 besides English, and the in-context pseudo-language. */
export const LANGUAGES = ["fr", "de", "es", "it", "nl", "fi", "vi", "tlh"];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export const readStrings = (language, dir = TRANSLATIONS_DIR) =>
  JSON.parse(readFileSync(join(dir, `${language}.json`), "utf8"));

/** { "a.b.c": "text" } from the nested file. */
export function flatten(tree, prefix = "", out = {}) {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === "object") flatten(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/** The {{placeholders}} of a string, by name (a format after the comma does not count). */
export const placeholdersOf = (text) =>
  [...String(text).matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Plural categories a language needs (CLDR via Intl); the pseudo-language follows English. */
export const pluralCategoriesOf = (language) =>
  new Intl.PluralRules(language === "tlh" ? "en" : language).resolvedOptions().pluralCategories;

/**
 * What a language must hold, from English: every plain key, and for each plural key every
 * category of the language's plural rules. Value: the English text it translates.
 */
export function requiredKeys(english, language) {
  const flat = flatten(english);
  const required = new Map();
  const categories = pluralCategoriesOf(language);
  for (const [key, text] of Object.entries(flat)) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) {
      required.set(key, { english: text, plural: false });
      continue;
    }
    const base = key.slice(0, -plural[0].length);
    const other = flat[`${base}_other`] ?? text;
    for (const category of categories)
      if (!required.has(`${base}_${category}`))
        required.set(`${base}_${category}`, {
          english: other,
          plural: true,
          englishForms: Object.keys(flat)
            .filter((k) => k.startsWith(`${base}_`) && PLURAL_SUFFIX.test(k))
            .map((k) => flat[k]),
        });
  }
  return required;
}

/** Missing keys, keys English does not have, and strings whose placeholders differ. */
export function checkLanguage(english, translated, language) {
  const required = requiredKeys(english, language);
  const flat = flatten(translated);
  const missing = [...required.keys()].filter((key) => !(key in flat));
  const extra = Object.keys(flat).filter((key) => !required.has(key));
  const placeholderMismatches = [];
  const notStrings = [];
  for (const [key, text] of Object.entries(flat)) {
    const rule = required.get(key);
    if (!rule) continue;
    if (typeof text !== "string" || text.trim() === "") {
      notStrings.push(key);
      continue;
    }
    const found = placeholdersOf(text);
    if (rule.plural) {
      // A plural form may leave {{count}} out ('un seul'); every other placeholder is English's.
      const allowed = new Set(rule.englishForms.flatMap(placeholdersOf).concat("count"));
      const expected = placeholdersOf(rule.english).filter((p) => p !== "count");
      const ok = found.every((p) => allowed.has(p)) && expected.every((p) => found.includes(p));
      if (!ok) placeholderMismatches.push({ key, expected: placeholdersOf(rule.english), found });
    } else if (found.join() !== placeholdersOf(rule.english).join()) {
      placeholderMismatches.push({ key, expected: placeholdersOf(rule.english), found });
    }
  }
  return { missing, extra, placeholderMismatches, notStrings };
}
