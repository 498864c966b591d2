import type { Db, Queryable } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { claimCampaignLink, isLinkOfCampaign, linksOfCampaign } from "./campaign-link.repository.ts";
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
 * batch makes them, the others (and retries, and other processes) find them.
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
  let existing = await linksOfCampaign(db, campaign.companyId, campaign.id);
  const missing = [...wanted].filter(([url]) => !existing.has(url));
  if (missing.length > 0) {
    await db.transaction(async (tx) => {
      for (const [targetUrl, postId] of missing)
        await claimCampaignLink(tx, {
          companyId: campaign.companyId,
          campaignId: campaign.id,
          postId,
          userId: campaign.createdBy,
          targetUrl,
          at: now,
        });
    });
    existing = await linksOfCampaign(db, campaign.companyId, campaign.id);
  }
  return new Map([...existing].map(([url, code]) => [url, `${appUrl}/s/${code}`]));
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
    if (await isLinkOfCampaign(tx, link.companyId, delivery.campaignId, link.id))
      await recordClick(tx, delivery.companyId, delivery.id, deps.clock.now());
  };
}
