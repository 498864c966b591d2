import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Core §3 Notification. */
export const notificationSchema = z.object({
  id: objectIdSchema,
  type: z.string(),
  isRead: z.boolean(),
  dateTime: z.string(),
  textHtml: z.string(),
  webUrl: z.string().nullable(),
  itemTitle: z.string().nullable(),
  itemImageUrl: z.string().nullable(),
  referencerTitle: z.string().nullable(),
  referencerAvatarUrl: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export const notificationPageSchema = z.object({
  notificationList: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
  hasMore: z.boolean(),
});
export const notificationMarkReadBodySchema = z.union([
  z.object({ idList: z.array(objectIdSchema).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export const notificationMarkReadResponseSchema = z.object({ unreadCount: z.number().int().min(0) });

/** A post announced at its publication time to subscribers who keep instant post notifications on. */
export const INSTANT_POST_NOTIFICATION = "instant_post";

/** A sharer proposed a post in a channel the recipient manages (their newProposedPost setting). */
export const NEW_PROPOSED_POST_NOTIFICATION = "new_proposed_post";
/** A manager approved the recipient's proposed post in a channel (their approvedPost setting). */
export const APPROVED_POST_NOTIFICATION = "approved_post";
