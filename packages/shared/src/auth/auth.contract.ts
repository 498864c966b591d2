import { z } from "zod";

/** A plus followed by 7 to 15 digits (access §5). */
export const PHONE_PATTERN = /^\+\d{7,15}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LOGIN_LOCK = { maxFailures: 5, windowMinutes: 20, lockMinutes: 20 } as const;

/** POST /auth/password: password plus e-mail or phone. */
export const passwordLoginBodySchema = z.union([
  z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(1024) }),
  z.object({ phone: z.string().trim().regex(PHONE_PATTERN), password: z.string().min(1).max(1024) }),
]);
export type PasswordLoginBody = z.infer<typeof passwordLoginBodySchema>;

export const passwordLoginResponseSchema = z.object({ redirectUrl: z.string() });

/** Which kind of identifier the user typed, for the login form's validation ('Not valid phone or email'). */
export function identifierKind(value: string): "email" | "phone" | null {
  const v = value.trim();
  if (PHONE_PATTERN.test(v)) return "phone";
  if (EMAIL_PATTERN.test(v)) return "email";
  return null;
}
