import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { userFilterQuerySchema } from "./user-admin.contract.ts";

/** GET /user/engager (from, to): who shared in a period, most shares first. */
export const ENGAGER_LIST_MAX = 100;
const isoDate = z.coerce.date({ message: "Please enter a valid date." });

export const engagerQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    groupId: objectIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(ENGAGER_LIST_MAX).default(20),
  })
  .refine((q) => q.from.getTime() <= q.to.getTime(), {
    message: "from must not be after to.",
    path: ["from"],
  });
export type EngagerQuery = z.infer<typeof engagerQuerySchema>;

export const engagerSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  groupName: z.string().nullable(),
  shareCount: z.number().int(),
});
export const engagerListSchema = z.object({ engagerList: z.array(engagerSchema) });
export type Engager = z.infer<typeof engagerSchema>;

/**
 * POST /user/sendemail: a mail from an administrator to a selection (userIdList) or to everyone
 * the Users list filters find (filter), each recipient mailed on their own.
 */
export const MASS_MAIL_SUBJECT_MAX = 200;
export const MASS_MAIL_MESSAGE_MAX = 10_000;
export const MASS_MAIL_RECIPIENTS_MAX = 5_000;

export const sendEmailBodySchema = z
  .object({
    subject: z.string().trim().min(1, "Please enter a subject.").max(MASS_MAIL_SUBJECT_MAX),
    message: z.string().trim().min(1, "Please enter a message.").max(MASS_MAIL_MESSAGE_MAX),
    userIdList: z.array(objectIdSchema).min(1, "No user selected.").max(MASS_MAIL_RECIPIENTS_MAX).optional(),
    filter: userFilterQuerySchema.omit({ status: true }).optional(),
  })
  .refine((b) => (b.userIdList === undefined) !== (b.filter === undefined), {
    message: "Send either a selection (userIdList) or a filter.",
    path: ["userIdList"],
  });
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;

export const sendEmailResultSchema = z.object({
  sentCount: z.number().int(),
  /** Selected users without an e-mail address (phone-only accounts). */
  skippedCount: z.number().int(),
});
