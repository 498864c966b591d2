import { lazy } from "react";

/** What other features may use from language. */
export {
  savePlatformLanguage,
  saveReadLanguages,
  saveTranslationLanguage,
  useTranslationLanguage,
  useTranslationTargets,
} from "./api.ts";
export { LanguageSettingsForm } from "./components/LanguageSettingsForm.tsx";
export { LanguageSettingsModal } from "./components/LanguageSettingsModal.tsx";

/** The language dialog, its code loaded when it opens (the navbar only offers it). */
export const LazyLanguageSettingsModal = lazy(() =>
  import("./components/LanguageSettingsModal.lazy.ts").then((m) => ({ default: m.LanguageSettingsModal })),
);
