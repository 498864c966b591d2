import { z } from "zod";

/** Error codes carried in `x-smarp-error-code`, with the server's English message. */
export const ERROR_CODES = {
  "400.0": "Invalid request",
  // Registration (access §8).
  "400.7": "User limit reached",
  "400.14": "Please use your company email domain",
  "400.24": "This email address has been used",
  // Password rules (access §5); the mapping is documented in password/password.rules.ts.
  "400.55": "Sorry, the password should be minimum 10 and maximum 128 characters long.",
  "400.56": "Please, don't use the product name or its share-variant as part of a password.",
  "400.57": "Please, don't use your company or site name as a password.",
  "400.58": "Please, don't use your name or email address as a password.",
  "400.62": "Please, use a few words, avoid common phrases, keyboard patterns and repeats.",
  // Accounts (ours): password change, mailed links, captcha, registration availability.
  "400.63": "Your current password is not correct.",
  "400.64": "This link is not valid any more. Please ask for a new one.",
  "400.65": "Please complete the captcha again.",
  "400.66": "Registration is not open for this company.",
  "400.67": "You already have a password. Change it with your current password.",
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
