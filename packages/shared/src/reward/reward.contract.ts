import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/**
 * Perks (core §2 `/reward`, "Perks: rewards"): what Coins buy. Admins keep a catalogue of rewards
 * with a price in Coins and an optional stock; a user redeems one with a request that reserves the
 * price (debited from their Coins through the points ledger) and a unit of stock; an admin approves
 * it or rejects it (the Coins and the unit come back).
 */
export const REWARD_TITLE_MAX = 120;
export const REWARD_DESCRIPTION_MAX = 2000;
export const REWARD_PRICE_MAX = 1_000_000;
export const REWARD_STOCK_MAX = 1_000_000;
export const REDEMPTION_NOTE_MAX = 500;

/** Notification types of the reward module (in the app only: no setting governs them). */
export const REWARD_NOTIFICATION_TYPES = {
  requested: "reward_redemption_requested",
  approved: "reward_redemption_approved",
  rejected: "reward_redemption_rejected",
} as const;

/** The ledger reasons of a redemption's debit and of its refund. */
export const REWARD_LEDGER_REASONS = { redeem: "reward_redeem", refund: "reward_refund" } as const;

const imageUrl = z.union([
  z
    .string()
    .trim()
    .max(2048)
    .url()
    .refine((value) => /^https?:\/\//i.test(value), "must be an http or https URL"),
  z
    .string()
    .trim()
    .max(2048)
    .regex(/^\/[^/\\]/, "must be an http or https URL or a path starting with /"),
]);

export const rewardIdParamsSchema = z.object({ rewardId: objectIdSchema });
export const redemptionIdParamsSchema = z.object({ redemptionId: objectIdSchema });

const editableFields = {
  title: z
    .string()
    .trim()
    .min(1, "A reward needs a title.")
    .max(REWARD_TITLE_MAX, `A title can have at most ${REWARD_TITLE_MAX} characters.`),
  description: z.string().max(REWARD_DESCRIPTION_MAX),
  /** Its price in Coins. */
  price: z.number().int().min(1, "A reward costs at least 1 coin.").max(REWARD_PRICE_MAX),
  /** Units left; null = no limit. */
  stock: z.number().int().min(0).max(REWARD_STOCK_MAX).nullable(),
  imageUrl: imageUrl.nullable(),
  /** Off: kept (with its requests) but not offered. */
  isActive: z.boolean(),
};

export const rewardCreateBodySchema = z.object({
  title: editableFields.title,
  price: editableFields.price,
  description: editableFields.description.optional(),
  stock: editableFields.stock.optional(),
  imageUrl: editableFields.imageUrl.optional(),
  isActive: editableFields.isActive.optional(),
});
export type RewardCreateBody = z.infer<typeof rewardCreateBodySchema>;

export const rewardUpdateBodySchema = z
  .object(editableFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type RewardUpdateBody = z.infer<typeof rewardUpdateBodySchema>;

export const rewardSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  stock: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardListSchema = z.object({
  rewardList: z.array(rewardSchema),
  /** The caller's Coins. */
  Coin: z.number().int(),
  /** The caller may edit the catalogue and decide requests. */
  canManage: z.boolean(),
});
export type RewardList = z.infer<typeof rewardListSchema>;

export const rewardDeletedSchema = z.object({ _id: objectIdSchema, deleted: z.literal(true) });

export const REDEMPTION_STATUSES = ["pending", "approved", "rejected"] as const;
export const redemptionStatusSchema = z.enum(REDEMPTION_STATUSES);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

export const redemptionSchema = z.object({
  _id: objectIdSchema,
  rewardId: objectIdSchema,
  rewardTitle: z.string(),
  userId: objectIdSchema,
  userName: z.string(),
  /** Coins debited for it (refunded on rejection). */
  price: z.number().int(),
  status: redemptionStatusSchema,
  note: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemResultSchema = z.object({ redemption: redemptionSchema, Coin: z.number().int() });
export type RedeemResult = z.infer<typeof redeemResultSchema>;

export const redemptionListQuerySchema = z.object({
  status: redemptionStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type RedemptionListQuery = z.infer<typeof redemptionListQuerySchema>;

export const redemptionListSchema = z.object({ redemptionList: z.array(redemptionSchema) });
export type RedemptionList = z.infer<typeof redemptionListSchema>;

export const redemptionDecisionBodySchema = z.object({
  status: z.enum(["approved", "rejected"]),
  note: z.string().trim().max(REDEMPTION_NOTE_MAX).optional(),
});
export type RedemptionDecisionBody = z.infer<typeof redemptionDecisionBodySchema>;
