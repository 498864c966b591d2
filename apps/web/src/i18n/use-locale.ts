import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBrowserValue } from "../lib/first-render.ts";
import { longDateIn, numberIn, postDateIn, shortDateIn } from "./format.ts";
import { applyUiLanguage } from "./i18n.ts";
import {
  IN_CONTEXT_LAB,
  IN_CONTEXT_LANGUAGE,
  localeFor,
  uiLanguageFor,
  VIETNAMESE_FLAG,
} from "./languages.ts";

const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);

/** Read once and again on each change: a store's snapshot must be the same array until then. */
let knownLanguages: readonly string[] | undefined;
const currentLanguages = () => {
  knownLanguages ??= browserLanguages();
  return knownLanguages;
};
const subscribeToLanguages = (onChange: () => void) => {
  const changed = () => {
    knownLanguages = undefined;
    onChange();
  };
  window.addEventListener("languagechange", changed);
  return () => window.removeEventListener("languagechange", changed);
};

/** The locale of the UI language now shown (core §9). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const language = i18n.language ?? "en";
  // The locale, not the list, is the snapshot: equal strings need no second render after hydrating.
  return useBrowserValue(
    subscribeToLanguages,
    () => localeFor(language, currentLanguages()),
    (hints) => localeFor(language, hints.languages),
  );
}

/** Dates and numbers in the UI's locale; re-rendered when the language switches. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      postDate: (input: Parameters<typeof postDateIn>[1], options?: { full?: boolean }) =>
        postDateIn(locale, input, new Date(), options),
      longDate: (input: Parameters<typeof longDateIn>[1]) => longDateIn(locale, input),
      shortDate: (input: Parameters<typeof shortDateIn>[1]) => shortDateIn(locale, input),
      number: (value: number) => numberIn(locale, value),
    }),
    [locale],
  );
}

interface LanguageSession {
  role: string;
  user: { language: string; smarpFeatureMap: Readonly<Record<string, boolean>> };
  company: { smarpLabList: readonly string[] };
}

/** The UI language a session asks for: in-context translation for admins when its lab is on. */
export function uiLanguageOfSession(session: LanguageSession) {
  const inContext =
    session.company.smarpLabList.includes(IN_CONTEXT_LAB) &&
    (session.role === "admin" || session.role === "smarper");
  if (inContext) return IN_CONTEXT_LANGUAGE;
  return uiLanguageFor(session.user.language, {
    vietnamese: session.user.smarpFeatureMap[VIETNAMESE_FLAG] === true,
  });
}

/** Keeps the UI in the signed-in user's platform language. */
export function useSessionUiLanguage(session: LanguageSession | undefined) {
  const target = session ? uiLanguageOfSession(session) : null;
  useEffect(() => {
    if (target) void applyUiLanguage(target);
  }, [target]);
}
