import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Text answers worth compressing: JSON, HTML, CSS, JavaScript, SVG, XML. Not event streams (a
 * compressor buffers, which would hold live events back), not media or octet-streams (already
 * compressed, or ranges of a video).
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/;

/**
 * Responses of 1 KB and more are compressed on the fly when the client accepts it, brotli first.
 * Quality 4 is the on-the-fly sweet spot (close to gzip's speed, smaller output); the web app's
 * static files are compressed once at build time at the highest quality and served as they are
 * (`preCompressed` in platform/web.ts), and a body that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
