import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { okSchema, videoCookieQuerySchema } from "@chorus/shared/media/media.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { issueVideoCookie, streamVideo } from "./video-play.ts";

export function registerVideoRoutes(root: FastifyInstance, db: Db, deps: AppDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/video/play/issue-cookie",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["media"],
        summary: "A short-lived signed cookie that lets the browser play the videos of a readable post",
        querystring: videoCookieQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) =>
      issueVideoCookie(contextOf(request, db), deps, request, reply, request.query.postId),
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
