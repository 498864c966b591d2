import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { mediaEndpoints } from "@chorus/shared/media/media.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { contextOf } from "../../platform/request-context.ts";
import { issueVideoCookie, streamVideo } from "./video-play.ts";

export function registerVideoRoutes(root: FastifyInstance, db: Db, deps: AppDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  endpointRouter(root, deps).serve(
    mediaEndpoints.issueVideoCookie,
    { access: "signedIn" },
    (ctx, request, reply) => issueVideoCookie(ctx, deps, request, reply, request.query.postId),
  );

  app.get(
    "/api/video/file/:mediaId",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["media"],
        summary: "A video file, for the holder of a play cookie naming it (or its uploader)",
        params: z.object({ mediaId: objectIdSchema }),
      },
    },
    async (request, reply) =>
      streamVideo(contextOf(request, db), deps, request, reply, request.params.mediaId),
  );
}
