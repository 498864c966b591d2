import { postIdParamsSchema } from "@chorus/shared/post/feed.contract";
import {
  channelStatusBodySchema,
  channelStatusParamsSchema,
  postCreateBodySchema,
  postDeleteResponseSchema,
  postUpdateBodySchema,
  postWriteResponseSchema,
} from "@chorus/shared/post/post-write.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { setChannelStatus } from "./post-workflow.service.ts";
import { createPost, deletePost, updatePost } from "./post-write.service.ts";

/** The write side of posts: create, edit (and the §4 actions), delete, approve or reject per channel. */
export function postWriteRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/api/post3",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary:
            "Create a post (article, link, image, video, document or survey). Published in the channels the writer " +
            "manages, proposed in the others (when the company lets users publish). type of the answer: published, " +
            "incoming (proposed) or schedule",
          body: postCreateBodySchema,
          response: { 200: postWriteResponseSchema },
        },
      },
      async (request) => createPost(contextOf(request, deps.db), deps.jobs, request.body),
    );

    app.put(
      "/api/post3/:postId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary:
            "Edit a post (owner, content writer or a manager of one of its channels). action: update (default; fields " +
            "left out keep their value), schedule (the post's dates), archive, reactivate or addImage (imageMetadataList " +
            "is appended)",
          params: postIdParamsSchema,
          body: postUpdateBodySchema,
          response: { 200: postWriteResponseSchema },
        },
      },
      async (request) =>
        updatePost(contextOf(request, deps.db), deps.jobs, request.params.postId, request.body),
    );

    app.delete(
      "/api/post3/:postId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary: "Delete a post (owner, content writer or a manager of one of its channels)",
          params: postIdParamsSchema,
          response: { 200: postDeleteResponseSchema },
        },
      },
      async (request) => deletePost(contextOf(request, deps.db), request.params.postId),
    );

    app.put(
      "/api/post3/:postId/channel/:channelId/status",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary:
            "Approve or reject a post in one channel (managers of that channel): approved publishes it there now, " +
            "rejected moves it to the Rejected feed",
          params: channelStatusParamsSchema,
          body: channelStatusBodySchema,
          response: { 200: postWriteResponseSchema },
        },
      },
      async (request) =>
        setChannelStatus(
          contextOf(request, deps.db),
          deps.jobs,
          request.params.postId,
          request.params.channelId,
          request.body.status,
        ),
    );
  };
}
