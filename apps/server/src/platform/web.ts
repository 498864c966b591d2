import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError, sendError } from "./errors.ts";

const API_PREFIXES = ["/api", "/auth", "/oauth", "/oauth2", "/saml", "/get/image", "/images/", "/languages/"];

/**
 * Serves the built SPA and uploaded images. Any other GET that is not an API path gets
 * index.html so the client router decides; unknown API paths are JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, options: { webDistDir: string; uploadsDir: string }) {
  const hasWeb = existsSync(join(options.webDistDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      maxAge: "1h",
      setHeaders: (res, path) => {
        if (path.includes(`${join(options.webDistDir, "assets")}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: "/images/",
    decorateReply: !hasWeb,
    maxAge: "7d",
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = API_PREFIXES.some((p) => path.startsWith(p));
    if (request.method !== "GET" || isApi) {
      return sendError(reply, new AppError(404, "404.0", `No route ${request.method} ${path}`));
    }
    if (hasWeb) return reply.header("cache-control", "no-cache").sendFile("index.html", options.webDistDir);
    return reply
      .type("text/html; charset=utf-8")
      .send(
        "<!doctype html><title>Chorus</title><p>The web app is not built yet: run <code>npm run build</code>.</p>",
      );
  });
}
