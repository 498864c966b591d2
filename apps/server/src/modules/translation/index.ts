import { createTranslationProvider, type TranslationSettings } from "./translation-provider.ts";

/** Whether this deployment has a usable machine-translation provider (GET /api/config translationEnabled). */
export const isTranslationConfigured = (settings: TranslationSettings): boolean =>
  createTranslationProvider(settings) !== null;
