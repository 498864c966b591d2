import type { Queryable } from "../../db/client.ts";
import { type NotificationText, notify } from "../notification/index.ts";

/** Notification types of collaborations (beyond the types the spec lists). */
export const COLLABORATION_REQUEST_NOTIFICATION = "behalf_collaboration_request";
export const COLLABORATION_APPROVED_NOTIFICATION = "behalf_collaboration_approved";
export const COLLABORATION_REJECTED_NOTIFICATION = "behalf_collaboration_rejected";

/** Where the web lists a user's collaborations: the Post on Behalf screen's Collaborations tab. */
export const COLLABORATIONS_WEB_URL = "/post-on-behalf?tab=collaborations";

export async function notifyUser(
  db: Queryable,
  companyId: string,
  userId: string,
  entry: { type: string; text: NotificationText; referencer?: { name: string; avatarUrl: string | null } },
) {
  await notify(
    { db },
    {
      companyId,
      userId,
      type: entry.type,
      textHtml: entry.text,
      webUrl: COLLABORATIONS_WEB_URL,
      referencerTitle: entry.referencer?.name ?? null,
      referencerAvatarUrl: entry.referencer?.avatarUrl ?? null,
    },
  );
}
