import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Social network kinds (access §3, catalogue §3). */
export const SOCNET_KINDS = [
  "Facebook",
  "Xing",
  "Twitter",
  "Linkedin",
  "Instagram",
  "Generic",
  "Google",
  "Microsoft",
  "WeChat",
] as const;
export const socnetKindSchema = z.enum(SOCNET_KINDS);
export type SocnetKind = z.infer<typeof socnetKindSchema>;

export const socnetOrderedEntrySchema = z.object({
  Name: socnetKindSchema,
  SharingPoint: z.number().int(),
  authEnabled: z.boolean(),
});

export const DEFAULT_HIGHLIGHT_COLOR = "#ED5D40";
export const DEFAULT_POST_EXPIRATION_DAYS = 14;

/** The spec's Company (core §3 and access §3), as the session and the company calls return it. */
export const companySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  subdomain: z.string(),
  customDomain: z.string().nullable(),
  /** The white label's logo (navbar, login page, e-mails); null: the login image or the product's. */
  ImageUrl: z.string().nullable(),
  ImageUrlLogin: z.string().nullable(),
  HighlightColor: z.string(),
  smarpLabList: z.array(z.string()),
  groupId: z.string().nullable(),
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
  defaultPlatformLanguage: z.string(),
  defaultInvitationMessage: z.string(),
  invitePoint: z.number().int(),
  proposePostPoint: z.number().int(),
  uniqueClickPoint: z.number().int(),
  isUserPublishEnabled: z.boolean(),
  commentEnabled: z.boolean(),
  defaultPostExpiration: z.number().int(),
  isDefaultPostTypeShareable: z.boolean(),
  postCreation: z.object({ adminsOnlyPosting: z.boolean() }),
  domainSet: z.array(z.string()),
  SocnetOrderedSet: z.array(socnetOrderedEntrySchema),
  SocnetMap: z.record(z.string(), z.object({ Signature: z.string() })),
  isSubscriptionSuspended: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/** What an anonymous visitor may learn about the company of the host (login page branding). */
export const publicCompanySchema = companySchema.pick({
  _id: true,
  name: true,
  subdomain: true,
  customDomain: true,
  ImageUrl: true,
  ImageUrlLogin: true,
  HighlightColor: true,
  smarpLabList: true,
  isSelfRegistrationEnabled: true,
  isPasswordAuthEnabled: true,
  isTosEnabled: true,
  domainSet: true,
  SocnetOrderedSet: true,
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
