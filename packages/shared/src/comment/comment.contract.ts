import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { commentSchema } from "../post/post.contract.ts";

/** Longest comment text, in characters. */
export const COMMENT_MAX_LENGTH = 5000;
/** What a comment can be attached to (core §3: "A comment target (post or resource)"). */
export const COMMENT_OBJECT_TYPES = ["post", "resource"] as const;
export const commentObjectTypeSchema = z.enum(COMMENT_OBJECT_TYPES);
export type CommentObjectType = z.infer<typeof commentObjectTypeSchema>;

/** Core §2: shown instead of the comment count when comments are off. */
export const COMMENTS_DISABLED_MESSAGE = "The author has disabled comments.";
export const BLANK_COMMENT_MESSAGE = "A comment can't be blank.";

/** Refuses empty and whitespace-only text here, so the form and the server say the same thing. */
export const commentTextSchema = z
  .string()
  .max(COMMENT_MAX_LENGTH, `A comment can have at most ${COMMENT_MAX_LENGTH} characters.`)
  .refine((text) => text.trim().length > 0, BLANK_COMMENT_MESSAGE);

export const commentTargetQuerySchema = z.object({
  objectId: objectIdSchema,
  objectType: commentObjectTypeSchema,
});
export type CommentTargetQuery = z.infer<typeof commentTargetQuerySchema>;

/** GET /api/comment: the target's comment state and its comments, oldest first. */
export const commentListSchema = z.object({
  commentEnabled: z.boolean(),
  commentCount: z.number().int().min(0),
  commentList: z.array(commentSchema),
});
export type CommentList = z.infer<typeof commentListSchema>;

export const commentCreateBodySchema = z.object({
  objectId: objectIdSchema,
  objectType: commentObjectTypeSchema,
  text: commentTextSchema,
});
export type CommentCreateBody = z.infer<typeof commentCreateBodySchema>;

/** PUT /api/comment names the comment in the body (`id`, or `commentId` as older clients send). */
export const commentUpdateBodySchema = z
  .object({
    id: objectIdSchema.optional(),
    commentId: objectIdSchema.optional(),
    text: commentTextSchema,
  })
  .refine((body) => body.id !== undefined || body.commentId !== undefined, {
    message: "id is required",
    path: ["id"],
  });
export type CommentUpdateBody = z.infer<typeof commentUpdateBodySchema>;

/** PUT /api/comment/{commentId}: the REST form, id in the path. */
export const commentTextBodySchema = z.object({ text: commentTextSchema });

export const commentIdParamsSchema = z.object({ commentId: objectIdSchema });
export const commentDeletedSchema = z.object({ id: objectIdSchema, deleted: z.literal(true) });
