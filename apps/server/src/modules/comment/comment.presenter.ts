import type { CommentObjectType } from "@chorus/shared/comment/comment.contract";
import { commentAbilities } from "@chorus/shared/comment/comment.rules";
import type { Comment } from "@chorus/shared/post/post.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { CommentWithAuthor } from "./comment.repository.ts";

/** A comment in the shape of core §3, with what the viewer may do to it. */
export function presentComment(
  ctx: RequestContext,
  { comment, author }: CommentWithAuthor,
  hasDeletePermission: boolean,
): Comment {
  return {
    author: {
      _id: comment.addedBy,
      avatarUrl: author?.avatarUrl ?? null,
      firstName: author?.firstName ?? "",
      lastName: author?.lastName ?? "",
    },
    comment: {
      id: comment.id,
      text: comment.text,
      objectId: comment.objectId,
      objectType: comment.objectType as CommentObjectType,
      addedBy: comment.addedBy,
      addedAt: comment.addedAt.toISOString(),
      updatedAt: comment.updatedAt?.toISOString() ?? null,
    },
    abilities: commentAbilities({
      actorUserId: ctx.actor.userId,
      addedBy: comment.addedBy,
      hasDeletePermission,
    }),
  };
}
