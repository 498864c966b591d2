import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

export const readConfirmationParamsSchema = z.object({ postId: objectIdSchema });

/** POST /api/post3/{postId}/confirmread. */
export const readConfirmationSchema = z.object({
  isReadConfirmed: z.literal(true),
  confirmedAt: z.string(),
});
export type ReadConfirmation = z.infer<typeof readConfirmationSchema>;

export const readerListQuerySchema = z.object({ nameStarts: z.string().trim().max(100).optional() });

export const readerSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  confirmedAt: z.string(),
});
export type Reader = z.infer<typeof readerSchema>;

/** GET /api/user/readers/{postId}: who confirmed reading the post. */
export const readerListSchema = z.object({ readerList: z.array(readerSchema) });
export type ReaderList = z.infer<typeof readerListSchema>;

/** Columns of the confirmation export, in order. */
export const READ_CONFIRMATION_CSV_COLUMNS = [
  "First name",
  "Last name",
  "Email",
  "Confirmed",
  "Confirmed at",
] as const;
