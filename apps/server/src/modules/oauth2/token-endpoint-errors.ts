import type { OAuthTokenError } from "@chorus/shared/token/token.contract";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { logServerFault, sendError, toClientError } from "../../platform/errors.ts";

/** Token responses are never cached (RFC 6749 §5.1, §5.2). */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-store").header("pragma", "no-cache");
}

/** An error answer of the token endpoint: 401 for client authentication, else 400 (RFC 6749 §5.2). */
export function sendTokenError(reply: FastifyReply, error: OAuthTokenError, description: string) {
  const status = error === "invalid_client" ? 401 : 400;
  if (status === 401) reply.header("www-authenticate", 'Basic realm="oauth2"');
  return noStore(reply).status(status).send({ error, error_description: description });
}

/**
 * OAuth 2 clients read `{ error, error_description }`, not the app's `{ code, message }`: a request
 * the framework or the schema refuses (no body, bad JSON, arrays, wrong types, too large, NUL bytes)
 * is an `invalid_request`. Server faults keep the generic 500.
 */
export function useTokenEndpointErrors(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError = toClientError(error);
    if (clientError.status >= 500) {
      logServerFault(request, error, "unhandled error");
      return sendError(noStore(reply), clientError);
    }
    // Rate limiting is not an OAuth error; the client backs off on the status.
    if (clientError.status === 429) return sendError(noStore(reply), clientError);
    return sendTokenError(reply, "invalid_request", clientError.message);
  });
}
