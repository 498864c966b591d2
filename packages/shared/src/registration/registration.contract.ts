import { z } from "zod";

/** POST /api/user/register: the address and the captcha payload (base64 JSON of the altcha widget). */
export const registerBodySchema = z.object({
  email: z.string().trim().min(3).max(320),
  captcha: z.string().min(1).max(8192),
});
/** PUT /api/user/register/reminder: 'Resend email'. */
export const registerReminderBodySchema = z.object({ email: z.string().trim().min(3).max(320) });
export const registerResponseSchema = z.object({ sent: z.literal(true) });

/** The registration mail's link signs the newcomer in once, within 24 hours. */
export const REGISTRATION_LINK_HOURS = 24;

/** GET /api/captcha/challenge: an altcha (v2) proof-of-work challenge, signed by the server. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
