import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { PASSWORD_ERROR_CODES } from "./password.rules.ts";

// The rules decide on length; the schemas only stop absurd bodies (a 1 MB "password").
const password = z.string().max(1024);
const newPassword = z.string().min(1).max(1024);

/** POST /api/user/password: the onboarding step sets a first password. */
export const setPasswordBodySchema = z.object({ newPassword });
/** PUT /api/user/password: a change needs the current password. */
export const changePasswordBodySchema = z.object({ oldPassword: z.string().min(1).max(1024), newPassword });
/** POST /api/user/password/forget */
export const forgotPasswordBodySchema = z.object({ email: z.string().trim().min(3).max(320) });
/** POST /api/user/password/reset: token and userId come from the mailed link /resetPassword?token=…&userId=… */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  userId: objectIdSchema,
  newPassword,
});
/** POST /api/user/password/strength: the meter while typing; token and userId on the reset page. */
export const passwordStrengthBodySchema = z.object({
  password,
  token: z.string().min(1).max(200).optional(),
  userId: objectIdSchema.optional(),
});

export const passwordStrengthSchema = z.object({
  score: z.number().int().min(0).max(4),
  label: z.string(),
  message: z.string().optional(),
  barClassList: z.array(z.string()).length(4),
  code: z.enum(Object.values(PASSWORD_ERROR_CODES) as [string, ...string[]]).optional(),
});

export const passwordDoneSchema = z.object({ success: z.literal(true) });
export const passwordForgetResponseSchema = z.object({ sent: z.literal(true) });

/** Reset links live 1 hour (our choice; the spec says single use and expiring). */
export const PASSWORD_RESET_MINUTES = 60;
