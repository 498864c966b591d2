import { z } from "zod";

/** Error codes carried in `x-smarp-error-code`, with the server's English message. */
export const ERROR_CODES = {
  "400.0": "Invalid request",
  "400.61": "Sorry, you entered an incorrect email address or password.",
  "401.0": "You need to sign in",
  "403.0": "You don't have permission to do this",
  "403.1": "You may not take this role",
  "403.20": "Your account is temporarily locked for 20 minutes due to multiple failed login attempts.",
  "403.108": "CSRF token invalid or expired",
  "404.0": "Not found",
  "404.2": "User not found",
  "409.0": "Conflict",
  "413.0": "Request too large",
  "429.0": "Too many requests, please try again later",
  "500.0": "Something went wrong on our side",
  "503.0": "Service unavailable",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
