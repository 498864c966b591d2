import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Metrics } from "./metrics.ts";

const UNMATCHED = "(unmatched)";

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every request by its route pattern (never the raw URL, so ids do not explode the label
 * set) and serves `GET /metrics` in Prometheus' text format to a scraper holding `METRICS_TOKEN`.
 * Without a token configured the endpoint does not exist: metrics name routes and volumes.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook("onResponse", async (request, reply) => {
    const url = request.routeOptions.url ?? UNMATCHED;
    // @fastify/static registers one route per file; the hashed bundles share one label.
    const route = url.startsWith("/assets/") ? "/assets/*" : url;
    if (route === "/metrics") return;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header("www-authenticate", "Bearer").send({ message: "Unauthorized" });
    }
    reply.header("cache-control", "no-store").type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
