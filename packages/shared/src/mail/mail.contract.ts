import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

export const MAIL_KINDS = [
  "login_link",
  "password_reset",
  "registration",
  "password_changed",
  "account_recovery",
] as const;
export const mailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKindSchema>;

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
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({ mailList: z.array(outboxMailSchema), hasMore: z.boolean() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMailDetailSchema = outboxMailSchema.extend({ html: z.string(), text: z.string() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;
