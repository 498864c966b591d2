import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** How many of the latest likers GET /api/like/{postId} names. */
export const LIKER_LIST_SIZE = 20;

export const likePostParamsSchema = z.object({ postId: objectIdSchema });

/** POST /api/like/{postId} and POST /api/unlike/{postId}. */
export const likeStateSchema = z.object({
  likeCount: z.number().int().min(0),
  isLiked: z.boolean(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

export const likerSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Liker = z.infer<typeof likerSchema>;

/** GET /api/like/{postId}: the count, the viewer's state and the latest likers, newest first. */
export const likeDetailsSchema = likeStateSchema.extend({ likerList: z.array(likerSchema) });
export type LikeDetails = z.infer<typeof likeDetailsSchema>;
