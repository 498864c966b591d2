import { ERROR_CODES, type ErrorCode, isErrorCode } from "@chorus/shared/errors/error-codes";
import { ERROR_CODE_HEADER, NO_SESSION_HEADER } from "@chorus/shared/session/session.contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorSummary } from "./error-summary.ts";

/** A failure the client should see: HTTP status, `x-smarp-error-code` and a message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    /** More fields of the error body (the validation `issues`). */
    readonly details?: Record<string, unknown>,
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
  if (err.status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  return reply.status(err.status).send({ code: err.code, message: err.message, ...err.details, ...extra });
}

/** Our words for Fastify's own client errors; their messages and FST_ codes stay inside. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not accepted here",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its length",
};

/**
 * SQLSTATEs and socket errors of a database that is not there for the moment (restarting, failing
 * over, refusing connections): the request may succeed when retried, so the answer is 503, not 500.
 */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03"]);
const codeOf = (value: unknown) => (value as { code?: unknown } | null | undefined)?.code;
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const code of [codeOf(error), codeOf((error as { cause?: unknown } | null)?.cause)])
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  return false;
}

/** Seconds a client should wait before retrying a 503. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Any error as the client may see it: our AppError as is, a validation failure with its issues,
 * a framework client error in our words, anything else as a bare 500.
 */
export function toClientError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split("/").filter(Boolean)].join("."),
      message: v.message ?? "is invalid",
    }));
    const first = issues[0];
    const message = first ? `${first.path}: ${first.message}` : "Invalid request";
    return new AppError(400, "400.0", message, { issues });
  }
  if (isDatabaseUnavailable(error)) return new AppError(503, "503.0");
  const status = error.statusCode ?? 500;
  if (isResponseSerializationError(error) || status < 400 || status >= 500) return new AppError(500, "500.0");
  const candidate = `${status}.0`;
  const code: ErrorCode = isErrorCode(candidate) ? candidate : "400.0";
  const message = FRAMEWORK_MESSAGES[error.code] ?? ERROR_CODES[code];
  return new AppError(status, code, message);
}

/** The log line of a server fault: what failed and where, never what was submitted. */
export function logServerFault(request: FastifyRequest, error: unknown, what: string) {
  request.log.error(
    {
      error: errorSummary(error),
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
      requestId: request.id,
    },
    what,
  );
}

/**
 * The client went away before its request was read (a preview cancelled while typing, a closed
 * tab): nobody waits for the answer and nothing failed on our side, so it is no server fault.
 */
const isClientGone = (error: FastifyError, request: FastifyRequest) =>
  error.code === "ERR_STREAM_PREMATURE_CLOSE" && (request.raw.destroyed || request.raw.readableAborted);

/** One error shape for every route; never a stack trace or the framework's internals to the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isClientGone(error, request)) {
      request.log.info({ route: request.routeOptions.url ?? "(no route)" }, "the client closed the request");
      return sendError(reply, new AppError(400, "400.0"));
    }
    const clientError = toClientError(error);
    if (clientError.status >= 500)
      logServerFault(
        request,
        error,
        isResponseSerializationError(error) ? "response did not match its schema" : "unhandled error",
      );
    return sendError(reply, clientError);
  });
}
