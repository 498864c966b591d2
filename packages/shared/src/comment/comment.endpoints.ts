import { defineEndpoint } from "../http/endpoint.ts";
import { commentSchema } from "../post/post.contract.ts";
import {
  commentCreateBodySchema,
  commentDeletedSchema,
  commentIdParamsSchema,
  commentListSchema,
  commentTargetQuerySchema,
  commentTextBodySchema,
  commentUpdateBodySchema,
} from "./comment.contract.ts";

export const commentEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/comment",
    summary: "A post's (or resource's) comments, oldest first, with whether comments are on",
    query: commentTargetQuerySchema,
    response: commentListSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/comment",
    summary: "Comment on a post (or resource); stored as plain text",
    body: commentCreateBodySchema,
    response: commentSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/comment",
    summary: "Edit one's own comment; the comment is named by `id` (or `commentId`) in the body",
    body: commentUpdateBodySchema,
    response: commentSchema,
  }),
  updateById: defineEndpoint({
    method: "PUT",
    path: "/api/comment/{commentId}",
    summary: "Edit one's own comment (REST form of PUT /api/comment)",
    params: commentIdParamsSchema,
    body: commentTextBodySchema,
    response: commentSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/comment/{commentId}",
    summary: "Delete a comment: one's own, or any with the target's delete permission",
    params: commentIdParamsSchema,
    response: commentDeletedSchema,
  }),
};
