import type { Comment, Post } from "@chorus/shared/post/post.contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { sameLanguage, useCommentTranslation, usePostTranslation, useTranslationTarget } from "./api.ts";

/** What a TranslateToggle shows and does; `translation` is set only while the translation is on screen. */
export interface TranslationToggle<T> {
  offered: boolean;
  translation: T | undefined;
  loading: boolean;
  failed: boolean;
  handleToggle: () => void;
}

function toggleOf<T>(
  offered: boolean,
  requested: boolean,
  setRequested: (value: boolean) => void,
  query: UseQueryResult<T>,
): TranslationToggle<T> {
  const active = offered && requested;
  const translation = active ? query.data : undefined;
  return {
    offered,
    translation,
    loading: active && query.isFetching && translation === undefined,
    failed: active && query.isError && translation === undefined,
    handleToggle: () => {
      if (translation !== undefined) setRequested(false);
      // After a failure the button asks again.
      else if (active && query.isError) void query.refetch();
      else setRequested(true);
    },
  };
}

/** A post's translation toggle: offered when translation is enabled and the post is in another language. */
export function usePostTranslationToggle(post: Pick<Post, "_id" | "lang">) {
  const target = useTranslationTarget();
  const [requested, setRequested] = useState(false);
  const offered = target.enabled && target.lang !== null && !sameLanguage(post.lang, target.lang);
  const query = usePostTranslation(post._id, target.lang, offered && requested);
  return toggleOf(offered, requested, setRequested, query);
}

/** A comment's translation toggle: comments carry no language, so it is offered whenever translation is enabled. */
export function useCommentTranslationToggle(comment: Comment) {
  const target = useTranslationTarget();
  const [requested, setRequested] = useState(false);
  const offered = target.enabled && target.lang !== null;
  const query = useCommentTranslation(comment.comment.id, target.lang, offered && requested);
  return toggleOf(offered, requested, setRequested, query);
}
