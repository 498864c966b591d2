import { randomBytes } from "node:crypto";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { NEWSLETTER_SHARE_MEDIA, NEWSLETTER_SHARE_STATUS } from "@chorus/shared/share/newsletter-link";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { mailingCampaignLink, share } from "../../db/schema/index.ts";

/** target URL → short code of a campaign's links. */
export async function linksOfCampaign(db: Queryable, companyId: string, campaignId: string) {
  const rows = await db
    .select({ targetUrl: mailingCampaignLink.targetUrl, shortCode: mailingCampaignLink.shortCode })
    .from(mailingCampaignLink)
    .where(and(eq(mailingCampaignLink.companyId, companyId), eq(mailingCampaignLink.campaignId, campaignId)));
  return new Map(rows.map((r) => [r.targetUrl, r.shortCode]));
}

/**
 * One post link of a campaign as a share short link: the link row is claimed first (its key is
 * campaign and target, so of two batches making it at once one wins and the other does nothing),
 * and only the winner makes the share row GET /s/{shortCode} follows. `userId`, the campaign's
 * author, is who sent it out; the sharing module gives no points for it. In the caller's transaction.
 */
export async function claimCampaignLink(
  tx: Queryable,
  link: {
    companyId: string;
    campaignId: string;
    postId: string;
    userId: string;
    targetUrl: string;
    at: Date;
  },
): Promise<void> {
  const shareId = newObjectId(link.at);
  const shortCode = randomBytes(9).toString("base64url");
  const claimed = await tx
    .insert(mailingCampaignLink)
    .values({
      companyId: link.companyId,
      campaignId: link.campaignId,
      targetUrl: link.targetUrl,
      shareId,
      shortCode,
    })
    .onConflictDoNothing()
    .returning({ shareId: mailingCampaignLink.shareId });
  if (claimed.length === 0) return;
  await tx.insert(share).values({
    id: shareId,
    companyId: link.companyId,
    postId: link.postId,
    userId: link.userId,
    media: NEWSLETTER_SHARE_MEDIA,
    status: NEWSLETTER_SHARE_STATUS,
    shortCode,
    landingUrl: link.targetUrl,
    sharedAt: link.at,
  });
}

/** Whether this share row is one of the campaign's links. */
export async function isLinkOfCampaign(
  db: Queryable,
  companyId: string,
  campaignId: string,
  shareId: string,
) {
  const [own] = await db
    .select({ shareId: mailingCampaignLink.shareId })
    .from(mailingCampaignLink)
    .where(
      and(
        eq(mailingCampaignLink.companyId, companyId),
        eq(mailingCampaignLink.campaignId, campaignId),
        eq(mailingCampaignLink.shareId, shareId),
      ),
    )
    .limit(1);
  return own !== undefined;
}
