import { languageEndpoints } from "@chorus/shared/language/language.endpoints";
import { type LanguageOption, TRANSLATION_TARGETS } from "@chorus/shared/language/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { languageKeys } from "./query-keys.ts";

export function useReadLanguages() {
  return useQuery({
    queryKey: languageKeys.readLanguages,
    queryFn: ({ signal }) => call(languageEndpoints.readLanguages, { signal }),
  });
}

export function useTranslationLanguage(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: languageKeys.translationLanguage,
    queryFn: ({ signal }) => call(languageEndpoints.translationLanguage, { signal }).catch(() => null),
  });
}

/** GET /api/lang/translation-targets, falling back to the shared list. */
export function useTranslationTargets() {
  return useQuery({
    queryKey: languageKeys.translationTargets,
    queryFn: ({ signal }) =>
      call(languageEndpoints.translationTargets, { signal })
        .then((list) => (Array.isArray(list) && list.length > 0 ? list : [...TRANSLATION_TARGETS]))
        .catch(() => [...TRANSLATION_TARGETS]),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const savePlatformLanguage = (language: string) =>
  call(languageEndpoints.setPlatformLanguage, { body: { language } });
export const saveReadLanguages = (readLang: string[]) =>
  call(languageEndpoints.setReadLanguages, { body: { readLang } });
export const saveTranslationLanguage = (translation: LanguageOption) =>
  call(languageEndpoints.setTranslationLanguage, { body: { translation } });

export function useSaveLanguageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      language: string | null;
      readLang: string[];
      translation: LanguageOption | null;
    }) => {
      await saveReadLanguages(input.readLang);
      if (input.translation) await saveTranslationLanguage(input.translation);
      if (input.language) await savePlatformLanguage(input.language);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: languageKeys.readLanguages });
      void queryClient.invalidateQueries({ queryKey: languageKeys.translationLanguage });
    },
  });
}
