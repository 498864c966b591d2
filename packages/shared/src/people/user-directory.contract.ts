import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** The employee directory (catalogue: GET /user/profile, /user/profile/count, /user/preview/{userid}). */
export const PROFILE_PAGE_SIZE = 20;

export const profileQuerySchema = z.object({
  searchTerm: z.string().trim().max(100).optional(),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const profileCountQuerySchema = profileQuerySchema.pick({ searchTerm: true });
export const previewParamsSchema = z.object({ userid: objectIdSchema });

/** What any colleague may see of a colleague. */
export const userProfileSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  groupName: z.string().nullable(),
  teamList: z.array(z.object({ _id: objectIdSchema, name: z.string() })),
  Star: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileListSchema = z.object({ profileList: z.array(userProfileSchema) });
