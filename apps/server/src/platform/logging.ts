import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * The request log names the route pattern (`/auth/link/:token`), not the address: paths and query
 * strings carry login-link, reset and share tokens and search terms, which no log line may hold.
 */
function requestSummary(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? "(no route)",
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level,
    redact: ["req.headers.cookie", "req.headers.authorization", "req.headers['x-csrf-token']"],
    serializers: { req: requestSummary },
    ...(stream ? { stream } : {}),
  };
}
