import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/client.ts";
import { share } from "../../db/schema/index.ts";

/**
 * A newsletter's post link is a share row of its own status: GET /s/{shortCode} counts its unique
 * visitors in share_click like any shared link, while nothing that lists or counts shares people
 * made (which filter on "shared", "scheduled" or the user's own shares) sees it.
 */
export const NEWSLETTER_SHARE_STATUS = "newsletter";
/** The network a newsletter link's clicks are filed under in the share-click statistics. */
export const NEWSLETTER_SHARE_MEDIA = "email";

export const newShortCode = () => randomBytes(9).toString("base64url");

/**
 * The short link of one newsletter post link. `userId` is the campaign's author, who sent it out;
 * no points are earned on it (tracking.service). Runs in the caller's transaction.
 */
export interface NewsletterLinkShare {
  id: string;
  companyId: string;
  postId: string;
  userId: string;
  shortCode: string;
  landingUrl: string;
  sharedAt: Date;
}

export async function insertNewsletterShare(db: Queryable, link: NewsletterLinkShare): Promise<void> {
  await db.insert(share).values({
    id: link.id,
    companyId: link.companyId,
    postId: link.postId,
    userId: link.userId,
    media: NEWSLETTER_SHARE_MEDIA,
    status: NEWSLETTER_SHARE_STATUS,
    shortCode: link.shortCode,
    landingUrl: link.landingUrl,
    sharedAt: link.sharedAt,
  });
}
