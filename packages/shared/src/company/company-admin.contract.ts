import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { companySchema } from "./company.contract.ts";

/** A company's subdomain: lower-case letters, digits and inner hyphens (it becomes a host name). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** Subdomains the product itself uses; a company cannot take them. */
export const RESERVED_SUBDOMAINS = ["www", "local", "api", "app", "admin", "mail", "static"] as const;
/** An e-mail domain a company allows (registration, login links): example.com, mail.example.co.uk. */
export const DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** #rgb or #rrggbb: the highlight colour goes into styles and mails. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;
export const MAX_POINTS = 10_000;
export const MAX_POST_EXPIRATION_DAYS = 365;
export const MAX_LEGAL_TEXT = 50_000;

/** Points (spec §5, §8): whole numbers from 0. */
export const pointsSchema = z.number().int().min(0).max(MAX_POINTS);

/** The companies list (smarper and partner). */
export const companySummarySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  subdomain: z.string(),
  ImageUrl: z.string().nullable(),
  HighlightColor: z.string(),
  isSubscriptionSuspended: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
export const companyListSchema = z.object({ companyList: z.array(companySummarySchema) });
export type CompanyList = z.infer<typeof companyListSchema>;

/** POST /api/company: the new company and its first admin, who is invited by mail. */
export const companyCreateBodySchema = z.object({
  name: z.string().trim().min(1, "name: required").max(100),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SUBDOMAIN_PATTERN, "subdomain: lower-case letters, digits and hyphens, 1 to 40 characters"),
  adminEmail: z.string().trim().toLowerCase().email("adminEmail: not an e-mail address").max(254),
  adminFirstName: z.string().trim().max(100).default(""),
  adminLastName: z.string().trim().max(100).default(""),
});
export type CompanyCreateBody = z.input<typeof companyCreateBodySchema>;
export const companyCreatedSchema = z.object({
  company: companySummarySchema,
  adminUserId: objectIdSchema,
});

/** The full company as its settings screens edit it: the Company plus the texts only they need. */
export const companySettingsSchema = companySchema.extend({
  termsOfService: z.string(),
  privacyPolicy: z.string(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** PUT /api/company/{companyId}: any subset of the editable fields (core §3). */
export const companyUpdateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    smarpLabList: z.array(z.string().trim().min(1).max(80)).max(100),
    isSelfRegistrationEnabled: z.boolean(),
    isGroupEnabled: z.boolean(),
    RewardEnabled: z.boolean(),
    isHideResourcesEnabled: z.boolean(),
    isArchivedReadEnabled: z.boolean(),
    isChannelManagerEnabled: z.boolean(),
    isGamificationDisabled: z.boolean(),
    isInfluencerScoreHidden: z.boolean(),
    isTosEnabled: z.boolean(),
    isGetMobileAppDisabled: z.boolean(),
    isSlackAppEnabled: z.boolean(),
    isPasswordAuthEnabled: z.boolean(),
    anonymousEnabled: z.boolean(),
    isLanguageEnabled: z.boolean(),
    defaultPlatformLanguage: z.string().trim().min(2).max(10),
    defaultInvitationMessage: z.string().max(2000),
    invitePoint: pointsSchema,
    proposePostPoint: pointsSchema,
    uniqueClickPoint: pointsSchema,
    isUserPublishEnabled: z.boolean(),
    commentEnabled: z.boolean(),
    defaultPostExpiration: z.number().int().min(1).max(MAX_POST_EXPIRATION_DAYS),
    isDefaultPostTypeShareable: z.boolean(),
    postCreation: z.object({ adminsOnlyPosting: z.boolean() }),
    domainSet: z
      .array(z.string().trim().toLowerCase().regex(DOMAIN_PATTERN, "domainSet: not a domain name"))
      .max(50),
    termsOfService: z.string().max(MAX_LEGAL_TEXT),
    privacyPolicy: z.string().max(MAX_LEGAL_TEXT),
  })
  .partial()
  // The points form sends `_id` with the one value it changes (access §7); it must name the path's company.
  .extend({ _id: objectIdSchema.optional() })
  .strict();
export type CompanyUpdateBody = z.output<typeof companyUpdateBodySchema>;

/** A logo or login image: our own upload (/media/…) or an https address. */
const brandImageSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https:\/\/[^\s]+$/i.test(v) || /^\/[A-Za-z0-9._~\-/?=&%]+$/.test(v), {
    message: "not an https address or an uploaded image",
  })
  .nullable();

/** PUT /api/company/{companyId}/whitelabel: what is sent changes; DELETE restores the defaults. */
export const whitelabelBodySchema = z
  .object({
    ImageUrl: brandImageSchema,
    ImageUrlLogin: brandImageSchema,
    HighlightColor: z.string().trim().regex(HEX_COLOR_PATTERN, "HighlightColor: #rgb or #rrggbb"),
  })
  .partial()
  .strict();
export type WhitelabelBody = z.output<typeof whitelabelBodySchema>;

/** The legal pages (public): the company's own texts when it enabled them, else the product's. */
export const legalPagesSchema = z.object({
  companyName: z.string().nullable(),
  isCompanyText: z.boolean(),
  termsOfService: z.string(),
  privacyPolicy: z.string(),
});
export type LegalPages = z.infer<typeof legalPagesSchema>;
