import {
  COMMENTS_DISABLED_MESSAGE,
  type CommentCreateBody,
  type CommentList,
  type CommentObjectType,
} from "@chorus/shared/comment/comment.contract";
import { canDeleteComment, canEditComment } from "@chorus/shared/comment/comment.rules";
import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Comment } from "@chorus/shared/post/post.contract";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { presentComment } from "./comment.presenter.ts";
import {
  type CommentRow,
  deleteComment,
  findAuthor,
  findComment,
  insertComment,
  listComments,
  updateCommentText,
} from "./comment.repository.ts";
import { type CommentTarget, loadCommentTarget } from "./comment-target.ts";
import { acceptCommentText } from "./comment-text.ts";

const commentsDisabled = () => forbidden(COMMENTS_DISABLED_MESSAGE);

export async function getComments(
  ctx: RequestContext,
  objectType: CommentObjectType,
  objectId: string,
): Promise<CommentList> {
  const target = await loadCommentTarget(ctx, objectType, objectId);
  const rows = await listComments(ctx.db, ctx.companyId, objectType, objectId);
  return {
    commentEnabled: target.commentEnabled,
    commentCount: target.commentCount,
    commentList: rows.map((row) => presentComment(ctx, row, target.hasDeletePermission)),
  };
}

export async function addComment(ctx: RequestContext, input: CommentCreateBody): Promise<Comment> {
  const target = await loadCommentTarget(ctx, input.objectType, input.objectId);
  if (!target.commentEnabled) throw commentsDisabled();
  const text = await acceptCommentText(ctx, input.text);
  const now = new Date();
  const row = await ctx.db.transaction((tx) =>
    insertComment(tx, {
      id: newObjectId(now),
      companyId: ctx.companyId,
      objectId: input.objectId,
      objectType: input.objectType,
      addedBy: ctx.actor.userId,
      text,
      addedAt: now,
    }),
  );
  return withAuthor(ctx, row, target);
}

/** Only the author edits (core §6), and only while the target takes comments. */
export async function editComment(ctx: RequestContext, commentId: string, rawText: string): Promise<Comment> {
  const { row, target } = await loadComment(ctx, commentId);
  if (!canEditComment({ actorUserId: ctx.actor.userId, addedBy: row.addedBy, hasDeletePermission: false })) {
    throw forbidden("Only the author can edit a comment.");
  }
  if (!target.commentEnabled) throw commentsDisabled();
  const text = await acceptCommentText(ctx, rawText);
  const updated = await updateCommentText(ctx.db, ctx.companyId, commentId, text);
  if (!updated) throw notFound("Comment not found");
  return withAuthor(ctx, updated, target);
}

/** The author deletes; others only with the target's delete permission (core §5, §6). */
export async function removeComment(
  ctx: RequestContext,
  commentId: string,
): Promise<{ id: string; deleted: true }> {
  const { row, target } = await loadComment(ctx, commentId);
  const ability = {
    actorUserId: ctx.actor.userId,
    addedBy: row.addedBy,
    hasDeletePermission: target.hasDeletePermission,
  };
  if (!canDeleteComment(ability)) throw forbidden("You may delete only your own comments.");
  const deleted = await ctx.db.transaction((tx) => deleteComment(tx, ctx.companyId, commentId));
  if (!deleted) throw notFound("Comment not found");
  return { id: commentId, deleted: true };
}

/** The comment and its target; 404 when either is not there for this actor. */
async function loadComment(
  ctx: RequestContext,
  commentId: string,
): Promise<{ row: CommentRow; target: CommentTarget }> {
  const row = await findComment(ctx.db, ctx.companyId, commentId);
  if (!row) throw notFound("Comment not found");
  const target = await loadCommentTarget(ctx, row.objectType as CommentObjectType, row.objectId);
  return { row, target };
}

async function withAuthor(ctx: RequestContext, row: CommentRow, target: CommentTarget): Promise<Comment> {
  const author = await findAuthor(ctx.db, ctx.companyId, row.addedBy);
  return presentComment(ctx, { comment: row, author }, target.hasDeletePermission);
}
