/**
 * The UI languages of core §9 (en, fr, fi, nl, de, vi, it, es) and `tlh`, the pseudo-language of
 * in-context translation. A platform language maps to the UI language of the part before its
 * underscore; one without UI texts (pt_BR, sv, da) is shown in English.
 */
export const UI_LANGUAGES = ["en", "fr", "fi", "nl", "de", "vi", "it", "es"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = "en";
export const IN_CONTEXT_LANGUAGE = "tlh";
/** The company lab that turns in-context translation on (admin-only on the labs page). */
export const IN_CONTEXT_LAB = "incontext";
/** The per-user feature flag Vietnamese needs (core §9). */
export const VIETNAMESE_FLAG = "vietnamese_language";

const isUiLanguage = (value: string): value is UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(value);

const baseOf = (language: string) => (language.split(/[_-]/)[0] ?? "").toLowerCase();

/** The UI language of a platform language: 'fr' → fr, 'pt_BR' → en; Vietnamese only with its flag. */
export function uiLanguageFor(platformLanguage: string, options: { vietnamese: boolean }): UiLanguage {
  const base = baseOf(platformLanguage);
  if (base === "vi" && !options.vietnamese) return DEFAULT_LANGUAGE;
  return isUiLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The first of the browser's languages that has UI texts, else English. */
export function uiLanguageFromBrowser(
  preferred: readonly string[],
  options: { vietnamese: boolean } = { vietnamese: false },
): UiLanguage {
  for (const language of preferred) {
    const base = baseOf(language);
    if (base === "vi" && !options.vietnamese) continue;
    if (isUiLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The locale of a language (core §9): the code with its underscore as a hyphen; English is en-US
 * when the browser prefers American English, else en-GB. The pseudo-language formats as English.
 */
export function localeFor(language: string, browserLanguages: readonly string[]): string {
  const code = language === IN_CONTEXT_LANGUAGE ? "en" : language.replace(/_/g, "-");
  if (code !== "en") return code;
  const firstEnglish = browserLanguages.find((l) => baseOf(l) === "en");
  return firstEnglish?.toLowerCase() === "en-us" ? "en-US" : "en-GB";
}
