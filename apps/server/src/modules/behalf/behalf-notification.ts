import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Queryable } from "../../db/client.ts";
import { notification } from "../../db/schema/index.ts";

/** Notification types of collaborations (beyond the types the spec lists). */
export const COLLABORATION_REQUEST_NOTIFICATION = "behalf_collaboration_request";
export const COLLABORATION_APPROVED_NOTIFICATION = "behalf_collaboration_approved";
export const COLLABORATION_REJECTED_NOTIFICATION = "behalf_collaboration_rejected";

/** Where the web lists a user's collaborations: the Post on Behalf screen's Collaborations tab. */
export const COLLABORATIONS_WEB_URL = "/post-on-behalf?tab=collaborations";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export async function notifyUser(
  db: Queryable,
  companyId: string,
  userId: string,
  entry: { type: string; text: string; referencer?: { name: string; avatarUrl: string | null } },
) {
  await db.insert(notification).values({
    id: newObjectId(),
    companyId,
    userId,
    type: entry.type,
    textHtml: escapeHtml(entry.text),
    webUrl: COLLABORATIONS_WEB_URL,
    referencerTitle: entry.referencer?.name ?? null,
    referencerAvatarUrl: entry.referencer?.avatarUrl ?? null,
  });
}
