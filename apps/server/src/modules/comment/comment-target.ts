import type { CommentObjectType } from "@chorus/shared/comment/comment.contract";
import { areCommentsEnabled } from "@chorus/shared/comment/comment.rules";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { loadReadablePost } from "../post/index.ts";
import { canManagePost } from "../read-confirmation/index.ts";

/** What a comment hangs on, as far as commenting is concerned. */
export interface CommentTarget {
  objectType: CommentObjectType;
  objectId: string;
  /** Both the company and the target allow comments (core §5). */
  commentEnabled: boolean;
  commentCount: number;
  /** The target's delete permission: PostsPublishAll for posts, ResourceCuration for resources. */
  hasDeletePermission: boolean;
}

/** The target if the actor may read it, else 404 (another tenant's object too). */
export async function loadCommentTarget(
  ctx: RequestContext,
  objectType: CommentObjectType,
  objectId: string,
): Promise<CommentTarget> {
  if (objectType === "resource") {
    // Resources do not exist yet: the resource module will provide the lookup (readable resource,
    // its commentEnabled and commentCount, and ResourceCuration for deleting others' comments).
    throw notFound("Resource not found");
  }
  const readable = await loadReadablePost(ctx, objectId);
  const company = await findCompany(ctx.db, ctx.companyId);
  return {
    objectType,
    objectId,
    commentEnabled: areCommentsEnabled({ commentEnabled: company?.commentEnabled ?? false }, readable.post),
    commentCount: readable.post.commentCount,
    // PostsPublishAll: managers, and channel managers / group admins who manage one of the post's channels.
    hasDeletePermission: await canManagePost(ctx, readable),
  };
}
