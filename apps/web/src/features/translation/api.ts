import { DEFAULT_TRANSLATION } from "@chorus/shared/language/languages";
import { translationEndpoints } from "@chorus/shared/translation/translation.endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { usePublicConfig } from "../auth/index.ts";
import { useTranslationLanguage } from "../language/index.ts";

/** Query keys of machine translations: not under "post", so patchPost never touches them. */
export const translationKeys = {
  post: (postId: string, lang: string) => ["translation", "post", postId, lang] as const,
  comment: (commentId: string, lang: string) => ["translation", "comment", commentId, lang] as const,
};

/** A translation of the same source into the same language does not change while the page is open. */
const TRANSLATION_STALE_MS = 30 * 60_000;

/** 'en', 'en-GB' and 'EN_us' are one language here: the translate button is about the language, not the region. */
export const sameLanguage = (a: string, b: string) =>
  a.trim().toLowerCase().split(/[-_]/)[0] === b.trim().toLowerCase().split(/[-_]/)[0];

/**
 * Whether machine translation is offered at all (GET /api/config translationEnabled) and into which
 * language: the user's translation language, else English. The language is fetched only when offered.
 */
export function useTranslationTarget(): { enabled: boolean; lang: string | null } {
  const config = usePublicConfig();
  const enabled = config.data?.translationEnabled === true;
  const language = useTranslationLanguage({ enabled });
  if (!enabled || language.isPending) return { enabled, lang: null };
  return { enabled, lang: language.data?.translation.value || DEFAULT_TRANSLATION.value };
}

/** GET /api/translation/post/{postId}?lang= — fetched only once the reader asks for it. */
export function usePostTranslation(postId: string, lang: string | null, requested: boolean) {
  return useQuery({
    queryKey: translationKeys.post(postId, lang ?? ""),
    queryFn: ({ signal }) =>
      call(translationEndpoints.post, { params: { postId }, query: { lang: lang ?? "" }, signal }),
    enabled: requested && lang !== null,
    staleTime: TRANSLATION_STALE_MS,
  });
}

/** GET /api/translation/comment/{commentId}?lang= — fetched only once the reader asks for it. */
export function useCommentTranslation(commentId: string, lang: string | null, requested: boolean) {
  return useQuery({
    queryKey: translationKeys.comment(commentId, lang ?? ""),
    queryFn: ({ signal }) =>
      call(translationEndpoints.comment, { params: { commentId }, query: { lang: lang ?? "" }, signal }),
    enabled: requested && lang !== null,
    staleTime: TRANSLATION_STALE_MS,
  });
}
