import {
  commentCreateBodySchema,
  commentDeletedSchema,
  commentIdParamsSchema,
  commentListSchema,
  commentTargetQuerySchema,
  commentTextBodySchema,
  commentUpdateBodySchema,
} from "@chorus/shared/comment/comment.contract";
import { commentSchema } from "@chorus/shared/post/post.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { addComment, editComment, getComments, removeComment } from "./comment.service.ts";

export function commentRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/comment",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["comment"],
          summary: "A post's (or resource's) comments, oldest first, with whether comments are on",
          querystring: commentTargetQuerySchema,
          response: { 200: commentListSchema },
        },
      },
      async (request) =>
        getComments(contextOf(request, deps.db), request.query.objectType, request.query.objectId),
    );

    app.post(
      "/api/comment",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["comment"],
          summary: "Comment on a post (or resource); stored as plain text",
          body: commentCreateBodySchema,
          response: { 200: commentSchema },
        },
      },
      async (request) => addComment(contextOf(request, deps.db), request.body),
    );

    app.put(
      "/api/comment",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["comment"],
          summary: "Edit one's own comment; the comment is named by `id` (or `commentId`) in the body",
          body: commentUpdateBodySchema,
          response: { 200: commentSchema },
        },
      },
      async (request) => {
        const { id, commentId, text } = request.body;
        // The schema guarantees one of the two.
        return editComment(contextOf(request, deps.db), (id ?? commentId) as string, text);
      },
    );

    app.put(
      "/api/comment/:commentId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["comment"],
          summary: "Edit one's own comment (REST form of PUT /api/comment)",
          params: commentIdParamsSchema,
          body: commentTextBodySchema,
          response: { 200: commentSchema },
        },
      },
      async (request) =>
        editComment(contextOf(request, deps.db), request.params.commentId, request.body.text),
    );

    app.delete(
      "/api/comment/:commentId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["comment"],
          summary: "Delete a comment: one's own, or any with the target's delete permission",
          params: commentIdParamsSchema,
          response: { 200: commentDeletedSchema },
        },
      },
      async (request) => removeComment(contextOf(request, deps.db), request.params.commentId),
    );
  };
}
