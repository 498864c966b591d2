import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.ts";
import { mailingCampaignLink } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { insertNewsletterShare, type NewsletterLinkShare, newShortCode } from "../share/index.ts";
import { findDelivery, recordClick } from "./delivery.repository.ts";
import { MAILING_SECRET, readDeliveryToken } from "./mailing-tokens.ts";
import type { RenderedNewsletter } from "./newsletter-render.ts";

const HREF = /href="(https?:\/\/[^"]+)"/g;
const POST_PATH = /^\/(?:preview|sharepost)\/([0-9a-f]{24})(?:\/[a-z]+)?$/;

const unescapeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The post links of a rendered newsletter (Read more, a post's picture, its Share buttons): URL → post id. */
export function postLinksOf(rendered: RenderedNewsletter, appUrl: string): Map<string, string> {
  const origin = new URL(appUrl).origin;
  const found = new Map<string, string>();
  for (const [, raw] of rendered.html.matchAll(HREF)) {
    const url = unescapeAttr(raw as string);
    const parsed = new URL(url);
    const postId = parsed.origin === origin ? POST_PATH.exec(parsed.pathname)?.[1] : undefined;
    if (postId) found.set(url, postId);
  }
  return found;
}

/**
 * The campaign's post links as share short links, made once per campaign and target: the first
 * batch makes them, the others (and retries, and other processes) find them; the unique key of
 * mailing_campaign_link decides a race, and the share row is only made by the winner.
 * Returns target URL → short link on the company's address.
 */
export async function campaignShortLinks(
  db: Db,
  campaign: { id: string; companyId: string; createdBy: string },
  rendered: RenderedNewsletter,
  appUrl: string,
  now: Date,
): Promise<Map<string, string>> {
  const wanted = postLinksOf(rendered, appUrl);
  const existing = await linksOf(db, campaign.companyId, campaign.id);
  const missing = [...wanted].filter(([url]) => !existing.has(url));
  if (missing.length > 0) {
    await db.transaction(async (tx) => {
      for (const [targetUrl, postId] of missing) {
        const link: NewsletterLinkShare = {
          id: newObjectId(now),
          companyId: campaign.companyId,
          postId,
          userId: campaign.createdBy,
          shortCode: newShortCode(),
          landingUrl: targetUrl,
          sharedAt: now,
        };
        const claimed = await tx
          .insert(mailingCampaignLink)
          .values({
            companyId: campaign.companyId,
            campaignId: campaign.id,
            targetUrl,
            shareId: link.id,
            shortCode: link.shortCode,
          })
          .onConflictDoNothing()
          .returning({ shareId: mailingCampaignLink.shareId });
        if (claimed.length > 0) await insertNewsletterShare(tx, link);
      }
    });
    for (const [url, code] of await linksOf(db, campaign.companyId, campaign.id)) existing.set(url, code);
  }
  return new Map([...existing].map(([url, code]) => [url, `${appUrl}/s/${code}`]));
}

async function linksOf(db: Queryable, companyId: string, campaignId: string) {
  const rows = await db
    .select({ targetUrl: mailingCampaignLink.targetUrl, shortCode: mailingCampaignLink.shortCode })
    .from(mailingCampaignLink)
    .where(and(eq(mailingCampaignLink.companyId, companyId), eq(mailingCampaignLink.campaignId, campaignId)));
  return new Map(rows.map((r) => [r.targetUrl, r.shortCode]));
}

/**
 * A click on a newsletter's short link, filed on the recipient's delivery when the link carried
 * their signed token and the token belongs to the campaign the link was made for (a token copied
 * onto another campaign's link counts nothing).
 */
export function newsletterClickOf(deps: AppDeps, recipientToken: string) {
  return async (tx: Queryable, link: { id: string; companyId: string }) => {
    const deliveryId = readDeliveryToken(await deps.secrets.get(MAILING_SECRET), recipientToken);
    if (!deliveryId) return;
    const delivery = await findDelivery(tx, deliveryId);
    if (!delivery || delivery.companyId !== link.companyId) return;
    const [own] = await tx
      .select({ shareId: mailingCampaignLink.shareId })
      .from(mailingCampaignLink)
      .where(
        and(
          eq(mailingCampaignLink.companyId, link.companyId),
          eq(mailingCampaignLink.campaignId, delivery.campaignId),
          eq(mailingCampaignLink.shareId, link.id),
        ),
      )
      .limit(1);
    if (own) await recordClick(tx, delivery.companyId, delivery.id, deps.clock.now());
  };
}
