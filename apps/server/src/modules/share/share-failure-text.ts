import { networkLabel } from "@chorus/shared/share/network.rules";
import { escapeHtml } from "@chorus/shared/text/html";
import { mailText } from "../../platform/mail/index.ts";
import { type NotificationText, notificationText } from "../notification/index.ts";
import type { DeliveryOutcome } from "./share-delivery.ts";

type Failure = Extract<DeliveryOutcome, { ok: false }>;

/** Which sentence tells the user why: ours where the cause is ours, else what the network did. */
function reasonKey(failure: Failure): string {
  if (failure.cause === "post_deleted") return "postDeleted";
  if (failure.cause === "not_api") return "notApi";
  if (failure.kind === "reconnect") return "reconnect";
  return failure.kind === "retriable" ? "unavailable" : "refused";
}

/**
 * 'Your share of <title> to LinkedIn failed: …' in the recipient's language. A post that is gone
 * has no title: 'a post' in that language. The network's own answer is quoted as it came.
 */
export function shareFailedText(title: string | null, media: string, failure: Failure): NotificationText {
  const network = networkLabel(media);
  return (language) =>
    mailText(language, "notificationText.shareFailed", {
      title: escapeHtml(title ?? mailText(language, "notificationText.postFallback")),
      network: escapeHtml(network),
      reason: notificationText(`shareFailedReasons.${reasonKey(failure)}`, {
        network,
        detail: failure.message,
      })(language),
    });
}

/** The notification's title: the post's, or 'a post' in the recipient's language. */
export const shareFailedTitle =
  (title: string | null): NotificationText =>
  (language) =>
    title ?? mailText(language, "notificationText.postFallback");
