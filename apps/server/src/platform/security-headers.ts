import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { AFTER_PAINT_LOADER_SOURCE } from "./after-paint.ts";

/**
 * The security headers of every answer (Content-Security-Policy, HSTS, X-Content-Type-Options,
 * Referrer-Policy…), by helmet. Its middleware is built ONCE here: @fastify/helmet called
 * `helmet(options)` on every request, which parsed and validated the whole policy each time (a
 * measurable share of the feed route's CPU under load). Routes that need another policy (a document
 * viewer's sandbox) set their header themselves, after this hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const apply = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    // helmet 8 throws instead of passing an error on; its callback only says "go on".
    apply(request.raw, reply.raw, () => done());
  });
}

/** Chorus' policy: its own origin, inline styles for Mantine, images from anywhere over https. */
export const CHORUS_SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The one inline script: the loader of a drawn page's scripts (after-paint.ts), by its hash.
      scriptSrc: ["'self'", AFTER_PAINT_LOADER_SOURCE],
      // Mantine sets CSS variables through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "https:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      frameSrc: ["https://www.facebook.com", "https://www.linkedin.com"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Chorus is often run over plain http on localhost; TLS is the proxy's job.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};
