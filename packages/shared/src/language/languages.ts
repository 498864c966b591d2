import { z } from "zod";

/** A language option as the spec writes it (access §3): `{display, value}`. */
export const languageOptionSchema = z.object({ display: z.string(), value: z.string() });
export type LanguageOption = z.infer<typeof languageOptionSchema>;

/** Platform languages of access §9: German, Spanish, Finnish, French, Italian, Dutch, Portuguese (Brazilian), English, Swedish. */
export const PLATFORM_LANGUAGES: readonly LanguageOption[] = [
  { display: "English", value: "en" },
  { display: "Deutsch", value: "de" },
  { display: "Español", value: "es" },
  { display: "Suomi", value: "fi" },
  { display: "Français", value: "fr" },
  { display: "Italiano", value: "it" },
  { display: "Nederlands", value: "nl" },
  { display: "Português (Brasil)", value: "pt_BR" },
  { display: "Svenska", value: "sv" },
];

/**
 * Languages offered only to users whose feature map switches them on ("The Vietnamese language
 * needs a per-user feature flag"); Danish is handled the same way. Key: the smarpFeatureMap flag.
 */
export const FLAGGED_PLATFORM_LANGUAGES: readonly (LanguageOption & { featureFlag: string })[] = [
  { display: "Dansk", value: "da", featureFlag: "danish_language" },
  { display: "Tiếng Việt", value: "vi", featureFlag: "vietnamese_language" },
];

/** Onboarding offers English, German, French, Italian and Spanish only (access §2, §9). */
export const ONBOARDING_LANGUAGES: readonly LanguageOption[] = [
  { display: "English", value: "en" },
  { display: "Deutsch", value: "de" },
  { display: "Français", value: "fr" },
  { display: "Italiano", value: "it" },
  { display: "Español", value: "es" },
];

/** Languages a post can be written in, for the read-language filter (empty selection = all). */
export const READ_LANGUAGES: readonly LanguageOption[] = [
  { display: "English", value: "en" },
  { display: "German", value: "de" },
  { display: "French", value: "fr" },
  { display: "Italian", value: "it" },
  { display: "Spanish", value: "es" },
  { display: "Finnish", value: "fi" },
  { display: "Swedish", value: "sv" },
  { display: "Dutch", value: "nl" },
  { display: "Portuguese", value: "pt" },
  { display: "Danish", value: "da" },
  { display: "Norwegian", value: "no" },
  { display: "Polish", value: "pl" },
  { display: "Czech", value: "cs" },
  { display: "Russian", value: "ru" },
  { display: "Turkish", value: "tr" },
  { display: "Japanese", value: "ja" },
  { display: "Chinese", value: "zh" },
  { display: "Vietnamese", value: "vi" },
];

/** Targets of machine translation. Default translation language 'en' (access §9). */
export const TRANSLATION_TARGETS: readonly LanguageOption[] = READ_LANGUAGES;
export const DEFAULT_TRANSLATION: LanguageOption = { display: "English", value: "en" };

/** The platform languages a user may pick: the nine, plus the flagged ones their feature map opens. */
export function platformLanguagesFor(featureMap: Readonly<Record<string, boolean>>): LanguageOption[] {
  return [
    ...PLATFORM_LANGUAGES,
    ...FLAGGED_PLATFORM_LANGUAGES.filter((l) => featureMap[l.featureFlag] === true).map(
      ({ display, value }) => ({ display, value }),
    ),
  ];
}

/** The spec's error for an unknown read language or an empty "not all" selection. */
export const INVALID_READ_LANGUAGES = "Invalid";

export const platformLanguageBodySchema = z.object({ language: z.string().min(2).max(10) });
export const platformLanguageSchema = z.object({ language: z.string() });
export const readLanguageBodySchema = z.object({ readLang: z.array(z.string().max(10)).max(100) });
export const readLanguageSchema = z.object({ readLang: z.array(z.string()) });
export const translationBodySchema = z.object({
  translation: z.object({ value: z.string().max(10), display: z.string().max(100).optional() }),
});
export const translationSchema = z.object({ translation: languageOptionSchema });
