import type { CommentObjectType } from "@chorus/shared/comment/comment.contract";
import { areCommentsEnabled } from "@chorus/shared/comment/comment.rules";
import { hasResourceCuration } from "@chorus/shared/resource/resource.rules";
import type { RequestContext } from "../../platform/context.ts";
import { findCompany } from "../company/index.ts";
import { loadReadablePost } from "../post/index.ts";
import { canManagePost } from "../read-confirmation/index.ts";
import { loadReadableResource } from "../resource/index.ts";

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
  const company = await findCompany(ctx.db, ctx.companyId);
  const companyComments = { commentEnabled: company?.commentEnabled ?? false };
  if (objectType === "resource") {
    // A readable resource of this company (else 404); deleting others' comments needs ResourceCuration.
    const { resource, audience } = await loadReadableResource(ctx, objectId);
    return {
      objectType,
      objectId,
      commentEnabled: areCommentsEnabled(companyComments, resource),
      commentCount: resource.commentCount,
      hasDeletePermission: hasResourceCuration(audience, resource),
    };
  }
  const readable = await loadReadablePost(ctx, objectId);
  return {
    objectType,
    objectId,
    commentEnabled: areCommentsEnabled(companyComments, readable.post),
    commentCount: readable.post.commentCount,
    // PostsPublishAll: managers, and channel managers / group admins who manage one of the post's channels.
    hasDeletePermission: await canManagePost(ctx, readable),
  };
}
