import type { CommentObjectType } from "./comment.contract.ts";

/**
 * Core §5: "Comment delete requires PostsPublishAll (posts) or ResourceCuration (resources)."
 * The permission is decided per target by the server; these names say which one applies.
 */
export const COMMENT_DELETE_PERMISSION: Record<CommentObjectType, "PostsPublishAll" | "ResourceCuration"> = {
  post: "PostsPublishAll",
  resource: "ResourceCuration",
};

export interface CommentAbilityInput {
  actorUserId: string;
  /** The comment's author (comment.addedBy). */
  addedBy: string;
  /** Whether the actor holds the target's delete permission (see COMMENT_DELETE_PERMISSION). */
  hasDeletePermission: boolean;
}

/** Core §6: "only the author (addedBy equals user id) can edit". */
export const canEditComment = ({ actorUserId, addedBy }: CommentAbilityInput): boolean =>
  actorUserId === addedBy;

/** Core §6: "author can delete; others delete only if the delete permission allows". */
export const canDeleteComment = ({
  actorUserId,
  addedBy,
  hasDeletePermission,
}: CommentAbilityInput): boolean => actorUserId === addedBy || hasDeletePermission;

export const commentAbilities = (input: CommentAbilityInput) => ({
  canEdit: canEditComment(input),
  canDelete: canDeleteComment(input),
});

/** Core §5: "Comments section shown only if both company and target have comments enabled." */
export const areCommentsEnabled = (
  company: { commentEnabled: boolean },
  target: { commentEnabled: boolean },
) => company.commentEnabled && target.commentEnabled;
