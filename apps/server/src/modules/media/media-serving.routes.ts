import { IMAGE_TOKENS } from "@chorus/shared/media/image-token.rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { outsideUrlOf, proxyImage } from "./image-proxy.ts";
import { isVariantSource, loadVariant } from "./image-variants.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Images at the sizes of the catalogue's tokens: our uploads and, through the guard, outside images. */
export function registerServingRoutes(root: FastifyInstance, deps: AppDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/media/:token/*",
    {
      // Same audience as /images/: whoever has the link (e-mails, shared previews).
      config: { access: "public" },
      schema: {
        tags: ["media"],
        summary: "An uploaded image at a token's size, rendered once with sharp and cached",
        params: z.object({ token: z.enum(IMAGE_TOKENS), "*": z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params["*"];
      if (!isVariantSource(key, request.params.token)) throw notFound("Image not found");
      const variant = await loadVariant(deps.storages.public, request.params.token, key);
      if (!variant) throw notFound("Image not found");
      reply
        .header("etag", variant.etag)
        .header("cache-control", IMMUTABLE)
        .header("x-media-cache", variant.rendered ? "miss" : "hit");
      if (request.headers["if-none-match"] === variant.etag) return reply.status(304).send();
      return reply.type(variant.contentType).send(variant.bytes);
    },
  );

  app.get(
    "/get/image/:token/:protocol/*",
    {
      // Signed-in only, so the proxy is no open relay for strangers.
      config: { access: "signedIn", rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: {
        tags: ["media"],
        summary: "An outside image through the outside-URL guard, resized by the token",
        params: z.object({
          token: z.enum(IMAGE_TOKENS),
          protocol: z.enum(["http", "https"]),
          "*": z.string().min(1),
        }),
      },
    },
    async (request, reply) => {
      const rawQuery = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const url = outsideUrlOf(request.params.protocol, request.params["*"], rawQuery);
      const image = await proxyImage(deps.outbound, url, request.params.token);
      return reply
        .header("cache-control", "private, max-age=86400")
        .type(image.contentType)
        .send(image.bytes);
    },
  );
}
