import { postEndpoints as endpoints } from "@chorus/shared/post/post.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { setChannelStatus } from "./post-workflow.service.ts";
import { createPost, deletePost, updatePost } from "./post-write.service.ts";

/** The write side of posts: create, edit (and the §4 actions), delete, approve or reject per channel. */
export function postWriteRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;

    serve(endpoints.create, signedIn, (ctx, { body }) => createPost(ctx, deps.jobs, body));
    serve(endpoints.update, signedIn, (ctx, { params, body }) =>
      updatePost(ctx, deps.jobs, params.postId, body),
    );
    serve(endpoints.remove, signedIn, (ctx, { params }) => deletePost(ctx, params.postId));
    serve(endpoints.setChannelStatus, signedIn, (ctx, { params, body }) =>
      setChannelStatus(ctx, deps.jobs, params.postId, params.channelId, body.status),
    );
  };
}
