import { mediaBrowserRoutes, mediaEndpoints } from "@chorus/shared/media/media.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { contextOf } from "../../platform/request-context.ts";
import { issueVideoCookie, streamVideo } from "./video-play.ts";

export function registerVideoRoutes(root: FastifyInstance, db: Db, deps: AppDeps) {
  const { serve, browser } = endpointRouter(root.withTypeProvider<ZodTypeProvider>(), deps);

  serve(mediaEndpoints.issueVideoCookie, { access: "signedIn" }, (ctx, request, reply) =>
    issueVideoCookie(ctx, deps, request, reply, request.query.postId),
  );

  browser(mediaBrowserRoutes.videoFile, { access: "signedIn" }, async (request, reply) =>
    streamVideo(contextOf(request, db), deps, request, reply, request.params.mediaId),
  );
}
