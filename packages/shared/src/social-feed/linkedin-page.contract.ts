import { z } from "zod";

/** A LinkedIn organisation URN, as LinkedIn writes it. */
export const organizationUrnSchema = z
  .string()
  .regex(/^urn:li:organization:\d{1,20}$/, "a LinkedIn organization URN");

/**
 * The company's LinkedIn page connection: an admin's organisation token (sealed on the server),
 * the page chosen among those the admin administers, and whether LinkedIn still accepts it.
 */
export const linkedinPageSchema = z.object({
  isConnected: z.boolean(),
  /** The token expired or was revoked: an admin connects again. */
  needsReconnect: z.boolean(),
  organizationUrn: z.string().nullable(),
  organizationName: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type LinkedinPage = z.infer<typeof linkedinPageSchema>;

export const linkedinPageOrganizationListSchema = z.object({
  organizationList: z.array(z.object({ urn: z.string(), name: z.string() })),
});

export const chooseLinkedinPageSchema = z.object({ organizationUrn: organizationUrnSchema });

/** What `?linkedinPage=` the connect flow returns to /social-feed with. */
export const LINKEDIN_PAGE_OUTCOMES = ["connected", "denied", "expired", "failed"] as const;
