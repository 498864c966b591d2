import { NETWORK_IMAGE_COUNT } from "../media/image.rules.ts";
import { networkLabel } from "./network.rules.ts";

/** Core §5 "Share comment": per-network limits of comment plus signature. Others: no limit. */
export const COMMENT_LIMITS: Readonly<Record<string, number>> = {
  facebook: 2000,
  xing: 400,
  twitter: 255,
  linkedin: 2950,
  instagram: 2000,
  generic: 2000,
};

export const commentLimitOf = (network: string): number | null =>
  COMMENT_LIMITS[network.toLowerCase()] ?? null;

/** "comment length plus signature length (1 plus signature length)": the signature follows a space. */
export const signatureLength = (signature: string | null | undefined): number =>
  signature ? 1 + signature.length : 0;

/** Characters of comment + signature, as the network counts them (code points, so emoji count once). */
export const sharedTextLength = (comment: string, signature?: string | null): number =>
  [...comment].length + signatureLength(signature);

export const commentSizeMessage = (network: string): string =>
  `Comment size exceeded for ${networkLabel(network)}`;

/** 'Comment size exceeded for {network}' when comment plus signature is over the network's limit. */
export function commentSizeError(network: string, comment: string, signature?: string | null): string | null {
  const limit = commentLimitOf(network);
  if (limit === null) return null;
  return sharedTextLength(comment, signature) > limit ? commentSizeMessage(network) : null;
}

/** Characters left for the live counter of the share modal (negative when over). */
export function charactersLeft(network: string, comment: string, signature?: string | null): number | null {
  const limit = commentLimitOf(network);
  return limit === null ? null : limit - sharedTextLength(comment, signature);
}

/** The text the network receives: the comment, then the signature after a space. */
export const sharedText = (comment: string, signature?: string | null): string =>
  signature ? (comment ? `${comment} ${signature}` : signature) : comment;

export const ELLIPSIS = "…";

/** Truncates to at most `limit` characters, ending with an ellipsis when cut. */
export function truncateWithEllipsis(text: string, limit: number): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  if (limit <= 0) return "";
  return `${chars
    .slice(0, limit - 1)
    .join("")
    .trimEnd()}${ELLIPSIS}`;
}

/** "Default Twitter comment is the title truncated with an ellipsis" (room kept for the signature). */
export const defaultTwitterComment = (title: string, signature?: string | null): string =>
  truncateWithEllipsis(title, (COMMENT_LIMITS.twitter as number) - signatureLength(signature));

/** At most this many of a post's images go with a share (core §5 image counts); null: no images. */
export const shareImageLimit = (network: string): number | null =>
  NETWORK_IMAGE_COUNT[network.toLowerCase()] ?? null;

export const SCHEDULE_PAST_MESSAGE = "The share date must be in the future";
export const SCHEDULE_AFTER_ARCHIVE_MESSAGE = "The share date must be before the post is archived";

/** "Schedule date: minimum now, maximum the post archive date." */
export function scheduleError(
  scheduledAt: Date,
  archivedAt: Date | null | undefined,
  now: Date = new Date(),
): string | null {
  if (Number.isNaN(scheduledAt.getTime())) return "Invalid date";
  if (scheduledAt.getTime() < now.getTime()) return SCHEDULE_PAST_MESSAGE;
  if (archivedAt && scheduledAt.getTime() > archivedAt.getTime()) return SCHEDULE_AFTER_ARCHIVE_MESSAGE;
  return null;
}

/** Core §9 "Share popup 600x600". */
export const SHARE_POPUP = { width: 600, height: 600 } as const;

/** The share dialogs of the self-share networks: the client opens one in a popup, then confirms. */
export function selfShareDialogUrl(network: string, link: string): string | null {
  const url = encodeURIComponent(link);
  switch (network.toLowerCase()) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "xing":
      return `https://www.xing.com/spi/shares/new?url=${url}`;
    case "generic":
      // The generic self-share is the tracked link itself (the client copies it or hands it to the system share sheet).
      return link;
    default:
      return null;
  }
}
