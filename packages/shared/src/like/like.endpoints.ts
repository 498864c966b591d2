import { defineEndpoint } from "../http/endpoint.ts";
import { likeDetailsSchema, likePostParamsSchema, likeStateSchema } from "./like.contract.ts";

export const likeEndpoints = {
  details: defineEndpoint({
    method: "GET",
    path: "/api/like/{postId}",
    summary: "The post's like count, whether the viewer likes it, and its latest 20 likers",
    params: likePostParamsSchema,
    response: likeDetailsSchema,
  }),
  like: defineEndpoint({
    method: "POST",
    path: "/api/like/{postId}",
    summary: "Like a post (idempotent)",
    params: likePostParamsSchema,
    response: likeStateSchema,
  }),
  unlike: defineEndpoint({
    method: "POST",
    path: "/api/unlike/{postId}",
    tag: "like",
    summary: "Take back a like (idempotent)",
    params: likePostParamsSchema,
    response: likeStateSchema,
  }),
};
