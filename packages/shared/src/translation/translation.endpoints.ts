import { defineEndpoint } from "../http/endpoint.ts";
import {
  commentTranslationSchema,
  postTranslationSchema,
  translateCommentParamsSchema,
  translatePostParamsSchema,
  translationQuerySchema,
} from "./translation.contract.ts";

export const translationEndpoints = {
  post: defineEndpoint({
    method: "GET",
    path: "/api/translation/post/{postId}",
    summary:
      "A post's title and body machine-translated into lang (default: the user's translation language)",
    params: translatePostParamsSchema,
    query: translationQuerySchema,
    response: postTranslationSchema,
  }),
  comment: defineEndpoint({
    method: "GET",
    path: "/api/translation/comment/{commentId}",
    summary: "A comment machine-translated into lang (default: the user's translation language)",
    params: translateCommentParamsSchema,
    query: translationQuerySchema,
    response: commentTranslationSchema,
  }),
};
