/** What other features may use from translation. */
export { TranslateToggle } from "./components/TranslateToggle.tsx";
export { useCommentTranslationToggle, usePostTranslationToggle } from "./use-translation-toggle.ts";
