import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

export const MAIL_KINDS = [
  "login_link",
  "password_reset",
  "registration",
  "password_changed",
  "account_recovery",
  "invitation",
  "seat_free",
  "notification",
  "notification_digest",
  "company_invitation",
  "newsletter",
  "group_digest",
  "admin_message",
] as const;
export const mailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKindSchema>;

/**
 * Mail that carries a sign-in secret (a link that resets a password or signs in) or tells where
 * else an address has accounts: only its recipient may read it, so the outbox keeps a copy with
 * that part hidden. Every kind must be classified here, so a new kind cannot slip through.
 */
export const MAIL_KIND_IS_SENSITIVE: Record<MailKind, boolean> = {
  login_link: true,
  password_reset: true,
  registration: true,
  account_recovery: true,
  password_changed: false,
  // Carries a link that signs the invitee in.
  invitation: true,
  seat_free: false,
  notification: false,
  notification_digest: false,
  company_invitation: true,
  // The outbox keeps newsletters and digests with the recipient's unsubscribe link hidden.
  newsletter: false,
  group_digest: false,
  admin_message: false,
};
/** An unknown kind (a row written by other code) counts as sensitive: fail closed. */
export const isSensitiveMailKind = (kind: string): boolean =>
  (MAIL_KIND_IS_SENSITIVE as Record<string, boolean>)[kind] !== false;

/** queued: recorded, not (yet) handed to SMTP — without SMTP_URL mail stays queued in the outbox. */
export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);

export const OUTBOX_PAGE_SIZE = 20;

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(OUTBOX_PAGE_SIZE),
});

export const outboxMailSchema = z.object({
  _id: objectIdSchema,
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: mailStatusSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  /** The mail carried a secret for its recipient; the outbox copy has it hidden. */
  sensitive: z.boolean(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({ mailList: z.array(outboxMailSchema), hasMore: z.boolean() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMailDetailSchema = outboxMailSchema.extend({ html: z.string(), text: z.string() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;
