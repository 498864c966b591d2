import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { registerFetchRoutes } from "./media-fetch.routes.ts";
import { registerServingRoutes } from "./media-serving.routes.ts";
import { registerUploadRoutes } from "./media-upload.routes.ts";
import { registerVideoRoutes } from "./video.routes.ts";

/** Uploads, image sizes, the image proxy, link previews, article text, embeds and video playback. */
export function mediaRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    // Multipart is parsed only inside this plugin: no other route accepts file uploads.
    await root.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
    registerUploadRoutes(root, deps);
    registerFetchRoutes(root, deps);
    registerServingRoutes(root, deps);
    registerVideoRoutes(root, deps.db, deps);
  };
}
