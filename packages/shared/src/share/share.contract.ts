import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { NETWORK_KINDS, SHARE_MEDIA, SMART_SHARE_MEDIA } from "./network.rules.ts";

/** Request and response shapes of the share, socnet and points calls (catalogue "Share", "Company … socnet"). */

export const shareMediaSchema = z.enum(SHARE_MEDIA);
export const smartShareMediaSchema = z.enum(SMART_SHARE_MEDIA);
export const shareStatusSchema = z.enum(["shared", "scheduled", "removed", "failed", "pending"]);

/** Catalogue: "Share create: postId, media, comment, scheduledAt". */
export const shareCreateBodySchema = z.object({
  postId: objectIdSchema,
  media: shareMediaSchema,
  comment: z.string().max(10_000).default(""),
  scheduledAt: z.iso.datetime({ offset: true }).nullish(),
  /**
   * Share on behalf: the content owner whose connected LinkedIn or X account the share goes to
   * (an approved collaboration with external sharing). Omitted, or the caller: their own account.
   */
  contentOwnerId: objectIdSchema.nullish(),
});
export type ShareCreateBody = z.infer<typeof shareCreateBodySchema>;

/** Catalogue: "response point, rewardPoint, time, _id"; plus what the client needs for a self-share. */
export const shareCreateResponseSchema = z.object({
  _id: objectIdSchema,
  point: z.number().int(),
  rewardPoint: z.number().int(),
  time: z.string(),
  status: shareStatusSchema,
  /** The tracked link that was (or is to be) shared. */
  link: z.string(),
  /** Self-share networks (facebook, xing, generic): the dialog the client opens (600×600), then confirms. */
  dialogUrl: z.string().nullable(),
  /** The post on the network, when it answered with one. */
  externalId: z.string().nullable(),
});
export type ShareCreateResponse = z.infer<typeof shareCreateResponseSchema>;

/** Share confirm (facebook and xing only): the pending share's id, or the post and network. */
export const shareConfirmBodySchema = z.union([
  z.object({ _id: objectIdSchema }),
  z.object({ postId: objectIdSchema, media: z.enum(["facebook", "xing"]) }),
]);

export const smartShareBodySchema = z.object({
  postId: objectIdSchema,
  media: smartShareMediaSchema,
  comment: z.string().max(10_000).default(""),
});

export const smartQueueQuerySchema = z.object({ media: smartShareMediaSchema });
export const smartQueueStateSchema = z.object({
  media: smartShareMediaSchema,
  queueLength: z.number().int().min(0),
  /** When a share queued now would go out. */
  nextSlotAt: z.string(),
});

export const shareListQuerySchema = z.object({ postId: objectIdSchema.optional() });
export const shareSchema = z.object({
  _id: objectIdSchema,
  postId: objectIdSchema,
  media: shareMediaSchema,
  comment: z.string(),
  status: shareStatusSchema,
  smart: z.boolean(),
  scheduledAt: z.string().nullable(),
  sharedAt: z.string().nullable(),
  createdAt: z.string(),
  link: z.string(),
  externalId: z.string().nullable(),
  error: z.string().nullable(),
  /** Shared on behalf: the owner whose account it went to and the writer who made it; null for an own share. */
  contentOwnerId: objectIdSchema.nullable().optional(),
  contentWriterId: objectIdSchema.nullable().optional(),
});
export type Share = z.infer<typeof shareSchema>;
export const shareListSchema = z.object({ shareList: z.array(shareSchema) });

/** Company network settings. */
export const socnetReorderBodySchema = z.object({ nameList: z.array(z.enum(NETWORK_KINDS)).max(20) });
export const socnetSettingsBodySchema = z.object({
  SharingPoint: z.number().int().min(0).max(100_000).optional(),
  authEnabled: z.boolean().optional(),
  Signature: z.string().max(400).optional(),
});
export const companySocnetSchema = z.object({
  SocnetOrderedSet: z.array(
    z.object({ Name: z.enum(NETWORK_KINDS), SharingPoint: z.number().int(), authEnabled: z.boolean() }),
  ),
  SocnetMap: z.record(z.string(), z.object({ Signature: z.string() })),
});

/** Connection health of the user's accounts. */
export const connectionSchema = z.object({
  network: z.enum(["linkedin", "twitter"]),
  connected: z.boolean(),
  /** When the connection lapses (the refresh token's or, without one, the access token's expiry); null: no known end. */
  expiresAt: z.string().nullable(),
  needsReconnect: z.boolean(),
});
export const connectionListSchema = z.array(connectionSchema);

/** Points: GET /api/user/me/points. */
export const pointEntrySchema = z.object({
  _id: objectIdSchema,
  points: z.number().int(),
  coins: z.number().int(),
  reason: z.string(),
  postId: objectIdSchema.nullable(),
  createdAt: z.string(),
});
export const myPointsSchema = z.object({
  Star: z.number().int(),
  Coin: z.number().int(),
  entryList: z.array(pointEntrySchema),
});

/** 409.30: the account must be connected again before sharing. */
export const reconnectMessage = (label: string) => `Please reconnect your ${label} account.`;
