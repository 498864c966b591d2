/** Rules of content collaborations (catalogue §3, §4 "Content collaboration"). */

export const COLLABORATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];
/** "status-update payload allows only approved or rejected". */
export const DECIDED_STATUSES = ["approved", "rejected"] as const;
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];

/** "pending moves to approved or rejected through the status call": nothing else moves. */
export const mayMoveTo = (from: CollaborationStatus, to: CollaborationStatus): boolean =>
  from === "pending" && (to === "approved" || to === "rejected");

/** Core §2 collaboration toasts. */
export const COLLABORATION_APPROVED_TOAST = "Collaboration has been approved on your profile";
export const COLLABORATION_DENIED_TOAST = "Collaboration request has been denied";

export const collaborationToast = (status: CollaborationStatus): string | null =>
  status === "approved"
    ? COLLABORATION_APPROVED_TOAST
    : status === "rejected"
      ? COLLABORATION_DENIED_TOAST
      : null;

export interface PostOnBehalfFlags {
  status: CollaborationStatus;
  isPostCreationEnabled: boolean;
  isExternalShareEnabled: boolean;
}

/** Session enhancement userSettings.postOnBehalf from the writer's collaborations. */
export function postOnBehalfOf(collaborations: readonly PostOnBehalfFlags[]): {
  canShare: boolean;
  canPost: boolean;
} {
  const approved = collaborations.filter((c) => c.status === "approved");
  return {
    canShare: approved.some((c) => c.isExternalShareEnabled),
    canPost: approved.some((c) => c.isPostCreationEnabled),
  };
}
