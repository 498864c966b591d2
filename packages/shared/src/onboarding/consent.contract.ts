import { z } from "zod";

/** Consent customization types (access §3). */
export const CONSENT_CUSTOMIZATION_TYPES = ["none", "link", "text"] as const;

export const consentSchema = z.object({
  termOfServiceVersion: z.string().nullable(),
  latestTermOfService: z.string(),
  privacyPolicyVersion: z.string().nullable(),
  latestPrivacyPolicy: z.string(),
  customerPrivacyPolicyVersion: z.number().int().nullable(),
  latestCustomerPrivacyPolicyVersion: z.number().int().nullable(),
  customization: z.object({
    type: z.enum(CONSENT_CUSTOMIZATION_TYPES),
    link: z.string().optional(),
    headline: z.string().optional(),
    body: z.string().optional(),
  }),
  isUpToDate: z.boolean(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentBodySchema = z.object({
  termOfService: z.boolean(),
  privacyPolicy: z.boolean(),
  customerPolicy: z.boolean().optional(),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

/** The warnings of access §5, word for word. */
export const CONSENT_WARNINGS = {
  none: "Please accept the Terms of Service and Privacy Policy",
  link: "Please accept the Terms of Service and Privacy Policies",
  text: "Please accept the conditions to proceed",
} as const;

/** Which warning a set of ticked boxes earns, or null when they are enough. */
export function consentWarning(
  type: (typeof CONSENT_CUSTOMIZATION_TYPES)[number],
  body: ConsentBody,
): string | null {
  const basics = body.termOfService && body.privacyPolicy;
  if (type === "none") return basics ? null : CONSENT_WARNINGS.none;
  return basics && body.customerPolicy === true ? null : CONSENT_WARNINGS[type];
}
