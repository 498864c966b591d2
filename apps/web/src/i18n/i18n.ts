import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import bundledEnglish from "../../public/languages/reacttranslations/en.json";

export const DEFAULT_LANGUAGE = "en";
type Strings = Record<string, unknown>;

/** GET /languages/reacttranslations/{lang}.json — the server serves the same file we bundle. */
async function loadServedStrings(language: string): Promise<Strings | null> {
  try {
    const response = await fetch(`/languages/reacttranslations/${language.split("_")[0]}.json`, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? (body as Strings) : null;
  } catch {
    // Access §8: a translation file load failure is ignored and English is used.
    return null;
  }
}

export async function initI18n(options: { loadServed?: boolean } = {}): Promise<typeof i18next> {
  const served = options.loadServed === false ? null : await loadServedStrings(DEFAULT_LANGUAGE);
  const resources: Resource = { [DEFAULT_LANGUAGE]: { translation: served ?? bundledEnglish } };
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  if (served) {
    // Keys missing from an older served file still come from the bundle.
    i18next.addResourceBundle(DEFAULT_LANGUAGE, "translation", bundledEnglish, true, false);
  }
  return i18next;
}
