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
