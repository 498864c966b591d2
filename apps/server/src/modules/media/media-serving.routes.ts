import { IMAGE_TOKENS, type ImageToken } from "@chorus/shared/media/image-token.rules";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors.ts";
import { canonicalMediaUrl, mediaRefOf } from "../../platform/media-url/media-url.ts";
import { outsideUrlOf, proxyImage } from "./image-proxy.ts";
import { isVariantSource, loadVariant } from "./image-variants.ts";
import type { MediaDeps } from "./media.deps.ts";

const DAY_SECONDS = 24 * 3600;
const signedQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** Our uploads (as stored, or at the sizes of the catalogue's tokens) and, through the guard, outside images. */
export function registerServingRoutes(root: FastifyInstance, deps: MediaDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const serve = async (request: FastifyRequest, reply: FastifyReply, token: ImageToken, key: string) => {
    const ref = mediaRefOf(canonicalMediaUrl({ token, key }));
    if (!ref || !isVariantSource(key, token)) throw notFound("Image not found");
    const query = request.query as { exp?: string; sig?: string };
    const signed = deps.mediaUrls.verify({ ...ref, exp: query.exp, sig: query.sig });
    // Another company's picture, an expired or forged signature, no signature and no session: all 404.
    if (!signed && request.actor?.companyId !== ref.companyId) throw notFound("Image not found");
    const variant = await loadVariant(deps.storages.public, token, key);
    if (!variant) throw notFound("Image not found");
    const maxAge = signed ? Math.min(DAY_SECONDS, Number(query.exp) - Math.floor(Date.now() / 1000)) : 3600;
    reply
      .header("etag", variant.etag)
      .header("cache-control", `private, max-age=${maxAge}`)
      .header("x-media-cache", variant.rendered ? "miss" : "hit");
    if (request.headers["if-none-match"] === variant.etag) return reply.status(304).send();
    return reply.type(variant.contentType).send(variant.bytes);
  };

  app.get(
    "/media/:token/*",
    {
      // Public route, gated inside: a valid signature (mail, shared previews) or a session of the company.
      config: { access: "public" },
      schema: {
        tags: ["media"],
        summary: "An uploaded image at a token's size, for a signed URL or a session of its company",
        params: z.object({ token: z.enum(IMAGE_TOKENS), "*": z.string() }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => serve(request, reply, request.params.token, request.params["*"]),
  );

  app.get(
    "/images/*",
    {
      config: { access: "public" },
      schema: {
        tags: ["media"],
        summary: "An uploaded file as stored, for a signed URL or a session of its company",
        params: z.object({ "*": z.string() }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => serve(request, reply, "original", request.params["*"]),
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
      const image = await proxyImage(deps.config, url, request.params.token);
      return reply
        .header("cache-control", "private, max-age=86400")
        .type(image.contentType)
        .send(image.bytes);
    },
  );
}
