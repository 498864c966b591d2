import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/**
 * E-mail newsletters (API catalogue, Mailing). The spec's email status enumeration names draft,
 * scheduled and sent; delivery adds sending (batches going out) and cancelled (stopped by an editor).
 */
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

/** Access §5 and §9: an e-mail folder's name, 1 to 30 characters. */
export const FOLDER_NAME_MAX = 30;
export const folderNameSchema = z
  .string()
  .trim()
  .min(1, "Folder name is required")
  .max(FOLDER_NAME_MAX, `Folder name can be at most ${FOLDER_NAME_MAX} characters`);

export const folderSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  campaignCount: z.number().int(),
  createdAt: z.string(),
});
export type MailingFolder = z.infer<typeof folderSchema>;
export const folderListSchema = z.object({ folderList: z.array(folderSchema) });
export const folderBodySchema = z.object({ name: folderNameSchema });
export const folderParamsSchema = z.object({ folderId: objectIdSchema });

/** Where a block's link goes: our own pages or an outside http(s) address. */
const linkSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/|\/)[^\s"'<>]*$/i, "must be an http(s) address or a path of the app");
const blockId = z.string().min(1).max(40);

export const headingBlockSchema = z.object({
  type: z.literal("heading"),
  id: blockId,
  text: z.string().trim().min(1).max(200),
});
export const textBlockSchema = z.object({
  type: z.literal("text"),
  id: blockId,
  /** Plain text; blank lines separate paragraphs. */
  text: z.string().max(10_000),
});
export const postBlockSchema = z.object({ type: z.literal("post"), id: blockId, postId: objectIdSchema });
export const FEATURED_LIMIT_MAX = 10;
export const featuredBlockSchema = z.object({
  type: z.literal("featured"),
  id: blockId,
  /** How many of the newest posts featured for e-mail (featuredForEmailAt) to show. */
  limit: z.number().int().min(1).max(FEATURED_LIMIT_MAX).default(3),
});
export const imageBlockSchema = z.object({
  type: z.literal("image"),
  id: blockId,
  url: linkSchema,
  alt: z.string().max(200).default(""),
  href: linkSchema.nullish(),
});
export const buttonBlockSchema = z.object({
  type: z.literal("button"),
  id: blockId,
  label: z.string().trim().min(1).max(80),
  url: linkSchema,
});
export const dividerBlockSchema = z.object({ type: z.literal("divider"), id: blockId });

export const blockSchema = z.discriminatedUnion("type", [
  headingBlockSchema,
  textBlockSchema,
  postBlockSchema,
  featuredBlockSchema,
  imageBlockSchema,
  buttonBlockSchema,
  dividerBlockSchema,
]);
export type MailingBlock = z.infer<typeof blockSchema>;
export type MailingBlockType = MailingBlock["type"];
export const BLOCK_TYPES = ["heading", "text", "post", "featured", "image", "button", "divider"] as const;
export const BLOCKS_MAX = 50;

export const campaignStatsSchema = z.object({
  recipients: z.number().int(),
  delivered: z.number().int(),
  pending: z.number().int(),
  bounced: z.number().int(),
  failed: z.number().int(),
  suppressed: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  unsubscribes: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const mailingCampaignSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  subject: z.string(),
  preheader: z.string(),
  senderName: z.string(),
  folderId: objectIdSchema.nullable(),
  status: campaignStatusSchema,
  blocks: z.array(blockSchema),
  mailingListIdList: z.array(objectIdSchema),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stats: campaignStatsSchema,
});
export type MailingCampaign = z.infer<typeof mailingCampaignSchema>;
export const mailingCampaignListSchema = z.object({ campaignList: z.array(mailingCampaignSchema) });
export const campaignParamsSchema = z.object({ campaignId: objectIdSchema });
export const campaignListQuerySchema = z.object({
  /** A folder's id, or "none" for campaigns in no folder; absent: every campaign. */
  folderId: z.union([objectIdSchema, z.literal("none")]).optional(),
  searchTerm: z.string().trim().max(100).optional(),
});

export const campaignNameSchema = z.string().trim().min(1, "Name is required").max(100);
const content = {
  name: campaignNameSchema,
  subject: z.string().trim().max(200),
  preheader: z.string().trim().max(200),
  senderName: z.string().trim().max(80),
  blocks: z.array(blockSchema).max(BLOCKS_MAX),
  mailingListIdList: z.array(objectIdSchema).max(100),
};
export const campaignCreateBodySchema = z.object({
  name: content.name,
  folderId: objectIdSchema.nullish(),
  subject: content.subject.optional(),
  preheader: content.preheader.optional(),
  senderName: content.senderName.optional(),
  blocks: content.blocks.optional(),
  mailingListIdList: content.mailingListIdList.optional(),
  /** Duplicate: the new draft copies this campaign's content and recipients. */
  copyOfCampaignId: objectIdSchema.optional(),
});
export const campaignUpdateBodySchema = z.object({
  name: content.name.optional(),
  subject: content.subject.optional(),
  preheader: content.preheader.optional(),
  senderName: content.senderName.optional(),
  blocks: content.blocks.optional(),
  mailingListIdList: content.mailingListIdList.optional(),
});
export const campaignSendBodySchema = z
  .object({
    /** Absent or null: now. A future time schedules it. */
    scheduledAt: z.string().datetime({ offset: true }).nullish(),
    /** A test: the campaign goes to the caller only, and stays as it is. */
    testToMe: z.boolean().optional(),
  })
  .default({});
export const campaignMoveBodySchema = z.object({ folderId: objectIdSchema.nullable() });
export const campaignBulkBodySchema = z.object({
  campaignIdList: z.array(objectIdSchema).min(1).max(100),
});
export const campaignBulkResultSchema = z.object({
  campaignList: z.array(mailingCampaignSchema),
  failureList: z.array(z.object({ campaignId: z.string(), message: z.string() })),
});
export const testSendResultSchema = z.object({ sentTo: z.string() });
export const campaignSendResultSchema = z.union([mailingCampaignSchema, testSendResultSchema]);

export const bouncedSchema = z.object({
  bouncedList: z.array(z.object({ email: z.string(), bouncedAt: z.string(), reason: z.string() })),
});

export const mailingAuthSchema = z.object({
  canEdit: z.boolean(),
  /** Group admins send only to their groups; managers to anyone in the company. */
  scope: z.enum(["company", "group"]),
  email: z.string().nullable(),
  defaultSenderName: z.string(),
  brand: z.object({ companyName: z.string(), highlightColor: z.string(), logoUrl: z.string().nullable() }),
  openTrackingEnabled: z.boolean(),
  deliveryMode: z.enum(["smtp", "outbox"]),
});
export type MailingAuth = z.infer<typeof mailingAuthSchema>;
export const mailingSettingsBodySchema = z.object({
  openTrackingEnabled: z.boolean().optional(),
  /** A manager switches e-mail newsletters (email_newsletters_lab) on or off for the company. */
  newslettersEnabled: z.boolean().optional(),
});

/** Catalogue: "Mailing recipient entity type: company, group, team, user". A user without id is an outside address. */
export const RECIPIENT_ENTITY_TYPES = ["company", "group", "team", "user"] as const;
export const recipientEntityTypeSchema = z.enum(RECIPIENT_ENTITY_TYPES);
export type RecipientEntityType = z.infer<typeof recipientEntityTypeSchema>;

export const mailingListSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  recipientCount: z.number().int(),
  createdAt: z.string(),
});
export type MailingList = z.infer<typeof mailingListSchema>;
export const mailingListListSchema = z.object({ mailingListList: z.array(mailingListSchema) });
export const mailingListBodySchema = z.object({ name: z.string().trim().min(1).max(100) });
export const mailingListParamsSchema = z.object({ mailingListId: objectIdSchema });

export const recipientBodySchema = z
  .object({
    entityType: recipientEntityTypeSchema,
    entityId: objectIdSchema.optional(),
    email: z.string().trim().toLowerCase().email("Please enter a valid emails.").max(254).optional(),
  })
  .refine((r) => r.entityType === "company" || r.entityId !== undefined || r.entityType === "user", {
    message: "entityId is required",
    path: ["entityId"],
  })
  .refine((r) => r.entityType !== "user" || (r.entityId === undefined) !== (r.email === undefined), {
    message: "a user recipient is an entityId or an outside email",
    path: ["email"],
  });
export const recipientSchema = z.object({
  _id: objectIdSchema,
  entityType: recipientEntityTypeSchema,
  entityId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  /** How many addresses it stands for today. */
  memberCount: z.number().int(),
});
export type MailingRecipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.object({
  recipientList: z.array(recipientSchema),
  total: z.number().int(),
});

export const searchQuerySchema = z.object({ searchTerm: z.string().trim().min(1).max(100) });
export const searchResultSchema = z.object({
  resultList: z.array(
    z.object({
      entityType: recipientEntityTypeSchema,
      entityId: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      memberCount: z.number().int(),
    }),
  ),
});
export const candidatesQuerySchema = z.object({
  entityType: recipientEntityTypeSchema,
  entityId: objectIdSchema,
});
export const candidatesSchema = z.object({
  candidateList: z.array(
    z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  ),
  count: z.number().int(),
});

/** The editor's live preview: the content as it is being edited, rendered by the server's renderer. */
export const previewBodySchema = z.object({
  subject: z.string().max(200).default(""),
  preheader: z.string().max(200).default(""),
  blocks: z.array(blockSchema).max(BLOCKS_MAX),
});
export const previewSchema = z.object({ html: z.string(), text: z.string() });
