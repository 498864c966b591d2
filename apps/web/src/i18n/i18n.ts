import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  IN_CONTEXT_LANGUAGE,
  type UiLanguage,
  uiLanguageFromBrowser,
} from "./languages.ts";

export { DEFAULT_LANGUAGE } from "./languages.ts";

type Strings = Record<string, unknown>;

/** The UI language of the last signed-in session on this device, so a reload starts in it. */
const STORED_LANGUAGE_KEY = "chorus.uiLanguage";

/**
 * The build's fingerprint of the text files (vite.config.ts), sent as a query so a cache (the
 * service worker's, the browser's) never answers a new build with an older file that lacks its keys.
 */
const TEXTS_VERSION: string | undefined = import.meta.env.VITE_UI_TEXTS_VERSION;

/**
 * The English texts built into the app, for when the served file cannot be had (access §8): loaded
 * on demand, so they are not part of the JavaScript every visit downloads first.
 */
const bundledEnglish = async (): Promise<Strings> =>
  (await import("../../public/languages/reacttranslations/en.json")).default;

/** GET /languages/reacttranslations/{lang}.json — the server serves the same file we bundle. */
async function loadServedStrings(language: string): Promise<Strings | null> {
  const version = TEXTS_VERSION ? `?v=${TEXTS_VERSION}` : "";
  try {
    const response = await fetch(`/languages/reacttranslations/${language.split("_")[0]}.json${version}`, {
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

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function rememberLanguage(language: string) {
  try {
    window.localStorage.setItem(STORED_LANGUAGE_KEY, language);
  } catch {
    // Private mode: the next visit starts in the browser's language.
  }
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);

/** Where loads of one language wait, so two quick switches never fetch twice. */
const loading = new Map<string, Promise<boolean>>();

async function ensureLoaded(language: string): Promise<boolean> {
  if (language === DEFAULT_LANGUAGE || i18next.hasResourceBundle(language, "translation")) return true;
  let pending = loading.get(language);
  if (!pending) {
    pending = loadServedStrings(language).then((strings) => {
      loading.delete(language);
      if (!strings) return false;
      i18next.addResourceBundle(language, "translation", strings, true, true);
      return true;
    });
    loading.set(language, pending);
  }
  return pending;
}

function markDocument(language: string) {
  if (typeof document === "undefined") return;
  const lang = language === IN_CONTEXT_LANGUAGE ? DEFAULT_LANGUAGE : language;
  // Only what changes: Chromium restyles the whole page when `lang` is set, even to the value it
  // has (a phone trace showed ~30 ms at 4× in this function alone, twice per load).
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  // The server's page says the drawn screen's language on the root element (its head went out before
  // the language was known). Where it says another language than the page's own, it goes, so a
  // later switch is not contradicted by it; where it agrees, it may stay until then.
  const root = document.getElementById("root");
  if (root?.hasAttribute("lang") && root.lang !== lang) root.removeAttribute("lang");
}

/**
 * Switches the whole UI to a language at once: its file is loaded first, then every mounted
 * `useTranslation` re-renders in the same pass. A file that cannot load leaves English (access §8).
 */
export async function applyUiLanguage(language: UiLanguage | typeof IN_CONTEXT_LANGUAGE): Promise<void> {
  const target = (await ensureLoaded(language)) ? language : DEFAULT_LANGUAGE;
  if (language !== IN_CONTEXT_LANGUAGE) rememberLanguage(target);
  if (i18next.language !== target) await i18next.changeLanguage(target);
  markDocument(target);
}

/**
 * Before sign-in the browser's language decides (Vietnamese needs a user's flag, so never from the
 * browser); a device that was signed in starts in that user's language.
 */
export async function initI18n(options: { loadServed?: boolean } = {}): Promise<typeof i18next> {
  const loadServed = options.loadServed !== false;
  const initial = loadServed
    ? uiLanguageFromBrowser([storedLanguage() ?? "", ...browserLanguages()].filter(Boolean), {
        vietnamese: storedLanguage() === "vi",
      })
    : DEFAULT_LANGUAGE;
  const [servedEnglish, servedInitial] = loadServed
    ? await Promise.all([
        loadServedStrings(DEFAULT_LANGUAGE),
        initial === DEFAULT_LANGUAGE ? Promise.resolve(null) : loadServedStrings(initial),
      ])
    : [null, null];
  const resources: Resource = {
    [DEFAULT_LANGUAGE]: { translation: servedEnglish ?? (await bundledEnglish()) },
  };
  if (servedInitial) resources[initial] = { translation: servedInitial };
  const lng = servedInitial ? initial : DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  markDocument(lng);
  return i18next;
}
