import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { NOTIFICATION_TYPES } from "./notification-types.ts";

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

/** A keyset cursor: the position after the last notification of the previous page. */
export const notificationCursorSchema = z.string().regex(/^\d{1,18}$/, "must be a cursor from nextCursor");

export const notificationQuerySchema = z.object({
  cursor: notificationCursorSchema.optional(),
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
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationMarkReadBodySchema = z.union([
  z.object({ idList: z.array(objectIdSchema).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export const notificationMarkReadResponseSchema = z.object({ unreadCount: z.number().int().min(0) });

export const notificationImmediateQuerySchema = z.object({ postId: objectIdSchema });
export const notificationImmediateResponseSchema = z.object({
  /** How many subscribers were notified (those already told of this post are not told twice). */
  recipientCount: z.number().int().min(0),
});

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2000) });
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Company setting: fatigue control (pushes and e-mails per user and UTC day; the rest go to the daily digest). */
export const MAX_EXTERNAL_PER_DAY_DEFAULT = 5;
export const companyNotificationSettingsSchema = z.object({
  maxPushesAndEmailsPerDay: z.number().int().min(0).max(100),
});
export const companyNotificationParamsSchema = z.object({ companyId: objectIdSchema });

/** What the SSE stream (`GET /api/events`) sends: one JSON `data` per event, named by `event`. */
export const countersEventSchema = z.object({ unreadCount: z.number().int().min(0) });
export type CountersEvent = z.infer<typeof countersEventSchema>;
/**
 * Event names: `notification` (a Notification, its `id:` the position to resume from),
 * `counters` (the unread count), `posts` (the company's post counts changed: refresh the Posts
 * menu counts), `ready` (sent once the stream is live and caught up).
 */
export const SSE_EVENTS = {
  notification: "notification",
  counters: "counters",
  posts: "posts",
  ready: "ready",
} as const;
/** The server writes a comment line this often so proxies keep the stream open and clients notice a dead one. */
export const SSE_HEARTBEAT_MS = 25_000;
/** The web polls every 30 s (core §9) only while the stream is down. */
export const NOTIFICATION_POLL_MS = 30_000;

/** A post announced at its publication time to subscribers who keep instant post notifications on. */
export const INSTANT_POST_NOTIFICATION = NOTIFICATION_TYPES.instantPost;
/** A sharer proposed a post in a channel the recipient manages (their newProposedPost setting). */
export const NEW_PROPOSED_POST_NOTIFICATION = NOTIFICATION_TYPES.newProposedPost;
/** A manager approved the recipient's proposed post in a channel (their approvedPost setting). */
export const APPROVED_POST_NOTIFICATION = NOTIFICATION_TYPES.approvedPost;
