import { ERROR_CODES, type ErrorCode, isErrorCode } from "@chorus/shared/errors/error-codes";
import { ERROR_CODE_HEADER, NO_SESSION_HEADER } from "@chorus/shared/session/session.contract";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

/** A failure the client should see: HTTP status, `x-smarp-error-code` and a message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? ERROR_CODES[code]);
  }
}

export const badRequest = (message?: string) => new AppError(400, "400.0", message);
export const notFound = (what = "Not found") => new AppError(404, "404.0", what);
export const forbidden = (message?: string) => new AppError(403, "403.0", message);
export const unauthenticated = () => new AppError(401, "401.0");

export function sendError(reply: FastifyReply, err: AppError, extra?: Record<string, unknown>) {
  reply.header(ERROR_CODE_HEADER, err.code);
  if (err.status === 401) reply.header(NO_SESSION_HEADER, "1");
  return reply.status(err.status).send({ code: err.code, message: err.message, ...extra });
}

/** One error shape for every route; never a stack trace to the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split("/").filter(Boolean)].join("."),
        message: v.message ?? "is invalid",
      }));
      const first = issues[0];
      const message = first ? `${first.path}: ${first.message}` : "Invalid request";
      return sendError(reply, new AppError(400, "400.0", message), { issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return sendError(reply, new AppError(500, "500.0"));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, new AppError(429, "429.0"));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      const code = `${status}.0`;
      return sendError(reply, new AppError(status, isErrorCode(code) ? code : "400.0", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, new AppError(500, "500.0"));
  });
}
