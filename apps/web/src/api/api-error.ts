/** Every failed call becomes one of these: HTTP status, the `x-smarp-error-code` (or body code) and a message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Error codes the web reacts to by name, from the server's registry (the rest are shown with the server's message). */
export { ERROR_CODE } from "@chorus/shared/errors/error-codes";

export const CSRF_REFRESH_FAILED = "Could not get new CSRF token";
