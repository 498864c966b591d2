import type { ImageToken } from "@chorus/shared/media/image-token.rules";
import { mediaBrowserRoutes } from "@chorus/shared/media/media.endpoints";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { notFound } from "../../platform/errors.ts";
import { canonicalMediaUrl, mediaRefOf } from "../../platform/media-url/media-url.ts";
import { outsideUrlOf, proxyImage } from "./image-proxy.ts";
import { isVariantSource, loadVariant } from "./image-variants.ts";

const DAY_SECONDS = 24 * 3600;

/** Our uploads (as stored, or at the sizes of the catalogue's tokens) and, through the guard, outside images. */
export function registerServingRoutes(root: FastifyInstance, deps: AppDeps) {
  const { browser } = endpointRouter(root.withTypeProvider<ZodTypeProvider>(), deps);

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

  // Public routes, gated inside: a valid signature (mail, shared previews) or a session of the company.
  browser(mediaBrowserRoutes.image, { access: "public" }, async (request, reply) =>
    serve(request, reply, request.params.token, request.params["*"]),
  );

  browser(mediaBrowserRoutes.original, { access: "public" }, async (request, reply) =>
    serve(request, reply, "original", request.params["*"]),
  );

  browser(
    mediaBrowserRoutes.outsideImage,
    // Signed-in only, so the proxy is no open relay for strangers.
    { access: "signedIn", rateLimit: { max: 600, timeWindow: "1 minute" } },
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
