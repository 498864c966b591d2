import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Text answers worth compressing: JSON, HTML, CSS, JavaScript, SVG, XML. Not event streams (a
 * compressor buffers, which would hold live events back), not media or octet-streams (already
 * compressed, or ranges of a video).
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/;

/** Brotli on the fly, for the hook and the streamed page: quality 4, close to gzip's speed, smaller output. */
const BROTLI_ON_THE_FLY = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Responses of 1 KB and more are compressed on the fly when the client accepts it, brotli first
 * (`BROTLI_ON_THE_FLY`); the web app's static files are compressed once at build time at the
 * highest quality and served as they are (`preCompressed` in platform/web.ts), and a body that
 * already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_ON_THE_FLY,
  });
}

/**
 * A compressing stream for the request's `Accept-Encoding` (brotli, then gzip, at the hook's
 * settings), for a page streamed in parts that the global hook does not reach (the not-found handler
 * is no route); null when the client accepts neither. `flush()` sends what was written so far.
 */
export function compressorFor(
  acceptEncoding: string | undefined,
): { encoding: "br" | "gzip"; stream: Transform & { flush(callback?: () => void): void } } | null {
  const accepted = (acceptEncoding ?? "").split(",").map((part) => part.split(";")[0]?.trim());
  if (accepted.includes("br")) return { encoding: "br", stream: createBrotliCompress(BROTLI_ON_THE_FLY) };
  if (accepted.includes("gzip")) return { encoding: "gzip", stream: createGzip() };
  return null;
}
