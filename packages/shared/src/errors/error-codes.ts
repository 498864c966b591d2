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
  // Onboarding (ours): the chosen group has no free seat; the user waits in its queue.
  "400.74": "This group is full. You are in the queue and we will e-mail you as soon as a seat is free.",
  "401.0": "You need to sign in",
  "403.0": "You don't have permission to do this",
  "403.1": "You may not take this role",
  "403.20": "Your account is temporarily locked for 20 minutes due to multiple failed login attempts.",
  "403.108": "CSRF token invalid or expired",
  "404.0": "Not found",
  "404.2": "User not found",
  "406.0": "Not acceptable",
  "409.0": "Conflict",
  // Sharing (ours): the network connection is missing, expired or refused; the client reconnects.
  "409.30": "Please reconnect your account.",
  // AI suggestions (ours): switched off for the company.
  "409.80": "AI suggestions are not enabled for your company.",
  // Integrations (ours): nothing to send to yet.
  "409.100": "Add a Microsoft Teams webhook address first.",
  "409.101": "Slack is not installed for your company.",
  "413.0": "Request too large",
  "415.0": "Unsupported media type",
  // Sharing (ours): the network refused the share for good.
  "422.30": "The network refused the share.",
  // Outside providers failed (Failed Dependency, never a 5xx): AI 424.8x, machine translation 424.90.
  "424.80": "The AI provider did not answer. Try again later.",
  "424.81": "The AI provider refused the company's AI settings. An administrator should check them.",
  "424.82": "The AI provider's answer could not be read. Try again.",
  "424.90": "The translation service did not answer. Try again later.",
  // Integrations (ours): Microsoft Teams 424.100, Slack 424.101.
  "424.100": "Microsoft Teams did not accept the message. Check the webhook address.",
  "424.101": "Slack did not accept the request. Try again later or reinstall the app.",
  "429.0": "Too many requests, please try again later",
  "500.0": "Something went wrong on our side",
  "503.0": "Service unavailable",
  // Sharing (ours): the network is down or limiting us; nothing was posted.
  "503.30": "The network is not available right now. Please try again later.",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/** The codes clients branch on, by name (every other code is shown with the server's message). */
export const ERROR_CODE = {
  userLimit: "400.7",
  domainNotAllowed: "400.14",
  emailUsed: "400.24",
  badCredentials: "400.61",
  groupFull: "400.74",
  roleNotAllowed: "403.1",
  accountLocked: "403.20",
  csrfExpired: "403.108",
  unknownUser: "404.2",
  reconnectNetwork: "409.30",
  aiDisabled: "409.80",
  networkRefused: "422.30",
  networkUnavailable: "503.30",
} as const satisfies Record<string, ErrorCode>;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
