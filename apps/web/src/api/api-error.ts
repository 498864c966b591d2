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

/** Error codes the web reacts to by name (the rest are shown with the server's message). */
export const ERROR_CODE = {
  badCredentials: "400.61",
  accountLocked: "403.20",
  roleNotAllowed: "403.1",
  csrfExpired: "403.108",
} as const;

export const CSRF_REFRESH_FAILED = "Could not get new CSRF token";
