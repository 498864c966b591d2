import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** A group's weekly digest of its top posts (GET/PUT /api/group/{groupId}/digest). */
export const DIGEST_POST_COUNT_MAX = 10;
export const digestSettingsBodySchema = z.object({
  enabled: z.boolean(),
  /** 0 Sunday … 6 Saturday, UTC. */
  dayOfWeek: z.number().int().min(0).max(6),
  /** Hour of the day, UTC. */
  hour: z.number().int().min(0).max(23),
  postCount: z.number().int().min(1).max(DIGEST_POST_COUNT_MAX),
});
export const digestSettingsSchema = digestSettingsBodySchema.extend({
  groupId: objectIdSchema,
  lastSentAt: z.string().nullable(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;
export const DEFAULT_DIGEST: z.infer<typeof digestSettingsBodySchema> = {
  enabled: false,
  dayOfWeek: 1,
  hour: 8,
  postCount: 5,
};
export const digestParamsSchema = z.object({ groupId: objectIdSchema });

/** The groups whose digest the caller may set, each with its settings (the Group digests tab). */
export const digestGroupListSchema = z.object({
  groupList: z.array(
    z.object({
      _id: objectIdSchema,
      name: z.string(),
      memberCount: z.number().int(),
      digest: digestSettingsSchema,
    }),
  ),
});
