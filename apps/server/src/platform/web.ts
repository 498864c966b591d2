import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { streamFeedPage, wantsFeedBoot } from "./boot-data.ts";
import { AppError, sendError } from "./errors.ts";
import { faviconIcoFrom } from "./favicon.ts";
import { type FirstScreenOptions, loadFirstScreenRenderer } from "./first-screen.ts";

/** The server's own path segments; every other GET is the SPA's (so `/authz` is a page, `/auth/…` is not). */
const SERVER_SEGMENTS = [
  "/api",
  "/auth",
  "/oauth",
  "/oauth2",
  "/saml",
  "/get/image",
  "/images",
  "/languages",
  "/metrics",
  "/favicon.ico",
  "/manifest.webmanifest",
];

/** A path the server answers itself: one of its segments exactly or below it, never a mere prefix. */
export const isServerPath = (path: string): boolean =>
  SERVER_SEGMENTS.some((segment) => path === segment || path.startsWith(`${segment}/`));

/**
 * Serves the built SPA (uploads are served by the media module, behind its access check). Any other
 * GET that is not an API path gets index.html so the client router decides; unknown API paths are JSON 404s.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { webDistDir: string; firstScreen?: FirstScreenOptions | null },
) {
  const hasWeb = existsSync(join(options.webDistDir, "index.html"));
  const renderer =
    hasWeb && options.firstScreen
      ? await loadFirstScreenRenderer(options.webDistDir, options.firstScreen, app.log)
      : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      // dist/ holds `.br` and `.gz` twins written at build time (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      maxAge: "1h",
      setHeaders: (res, path) => {
        // The service worker is checked for updates at every visit.
        if (path.endsWith(`${join(options.webDistDir, "sw.js")}`)) res.header("cache-control", "no-cache");
        if (path.includes(`${join(options.webDistDir, "assets")}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
        // Translation files keep their name across deploys: revalidated by ETag on every use.
        if (path.includes(`${join(options.webDistDir, "languages")}`))
          res.header("cache-control", "no-cache");
      },
    });
  }
  const svgIcon = join(options.webDistDir, "favicon.svg");
  if (existsSync(svgIcon)) {
    let ico: Promise<Buffer> | undefined;
    app.get("/favicon.ico", { schema: { hide: true } }, async (_request, reply) => {
      ico ??= faviconIcoFrom(svgIcon);
      return reply
        .type("image/x-icon")
        .header("cache-control", "public, max-age=86400")
        .send(await ico);
    });
  }
  // The built page, read once: the signed-in feed's copy carries its first data (boot-data.ts).
  let indexHtml: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (request.method !== "GET" || isServerPath(path)) {
      return sendError(reply, new AppError(404, "404.0", `No route ${request.method} ${path}`));
    }
    // The signed-in feed: the page's head goes out at once (its styles and scripts start loading),
    // the rest once the server has answered the feed's first calls into it (boot-data.ts).
    if (hasWeb && wantsFeedBoot(request)) {
      indexHtml ??= readFileSync(join(options.webDistDir, "index.html"), "utf8");
      return reply.send(streamFeedPage(app, request, reply, indexHtml, renderer));
    }
    // index.html names the hashed bundles of the current build: always revalidated (ETag), never kept.
    if (hasWeb)
      return reply
        .header("cache-control", "no-cache")
        .sendFile("index.html", options.webDistDir, { cacheControl: false });
    return reply
      .type("text/html; charset=utf-8")
      .send(
        "<!doctype html><title>Chorus</title><p>The web app is not built yet: run <code>npm run build</code>.</p>",
      );
  });
}
