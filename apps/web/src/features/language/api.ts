import { type LanguageOption, TRANSLATION_TARGETS } from "@chorus/shared/language/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function useReadLanguages() {
  return useQuery({
    queryKey: queryKeys.readLanguages,
    queryFn: ({ signal }) => api.get<{ readLang: string[] }>("/api/user/me/readlang", signal),
  });
}

export function useTranslationLanguage(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: queryKeys.languageSettings,
    queryFn: ({ signal }) =>
      api.get<{ translation: LanguageOption }>("/api/user/me/translation", signal).catch(() => null),
  });
}

/** GET /api/lang/translation-targets, falling back to the shared list. */
export function useTranslationTargets() {
  return useQuery({
    queryKey: queryKeys.translationTargets,
    queryFn: ({ signal }) =>
      api
        .get<LanguageOption[]>("/api/lang/translation-targets", signal)
        .then((list) => (Array.isArray(list) && list.length > 0 ? list : [...TRANSLATION_TARGETS]))
        .catch(() => [...TRANSLATION_TARGETS]),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const savePlatformLanguage = (language: string) =>
  api.send<unknown>("PUT", "/api/user/me/language", { language });
export const saveReadLanguages = (readLang: string[]) =>
  api.send<unknown>("PUT", "/api/user/me/readlang", { readLang });
export const saveTranslationLanguage = (translation: LanguageOption) =>
  api.send<unknown>("PUT", "/api/user/me/translation", { translation });

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
      void queryClient.invalidateQueries({ queryKey: queryKeys.readLanguages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.languageSettings });
    },
  });
}
