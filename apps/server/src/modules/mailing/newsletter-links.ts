import type { AppDeps } from "../../platform/deps.ts";
import {
  clickSignature,
  deliveryToken,
  MAILING_SECRET,
  unsubscribeToken,
  verpAddress,
} from "./mailing-tokens.ts";
import { personalize, type RenderedNewsletter } from "./newsletter-render.ts";
import { verpDomainOf } from "./newsletter-transport.ts";

export interface RecipientCopy extends RenderedNewsletter {
  unsubscribeUrl: string;
  returnPath: string | null;
}

/**
 * One recipient's copy of a rendered newsletter: their signed unsubscribe link, their open
 * pixel (when the campaign tracks opens) and their tracked links, all on the company's address:
 * post links through the campaign's share short links, other outside links through the signed click route.
 * `deliveryId` null: a test or a digest, which counts no opens or clicks.
 */
export async function recipientCopy(
  deps: AppDeps,
  rendered: RenderedNewsletter,
  r: {
    appUrl: string;
    companyId: string;
    email: string;
    campaignId: string | null;
    deliveryId: string | null;
    trackOpens: boolean;
    /** The campaign's post links as share short links (campaign-links.ts): target URL → /s/… link. */
    shortLinks?: ReadonlyMap<string, string>;
  },
): Promise<RecipientCopy> {
  const secret = await deps.secrets.get(MAILING_SECRET);
  const unsubscribeUrl = `${r.appUrl}/api/mailing/unsubscribe?token=${unsubscribeToken(secret, {
    companyId: r.companyId,
    email: r.email,
    campaignId: r.campaignId,
  })}`;
  const deliveryId = r.deliveryId;
  const copy = personalize(rendered, {
    unsubscribeUrl,
    openPixelUrl:
      deliveryId && r.trackOpens ? `${r.appUrl}/api/mailing/open/${deliveryToken(secret, deliveryId)}` : null,
    trackLink: deliveryId
      ? (url) => {
          // A post link goes through its share short link, with the recipient's token for the campaign.
          const short = r.shortLinks?.get(url);
          if (short) return `${short}?r=${deliveryToken(secret, deliveryId)}`;
          return `${r.appUrl}/api/mailing/click/${deliveryId}?url=${encodeURIComponent(url)}&sig=${clickSignature(secret, deliveryId, url)}`;
        }
      : null,
  });
  return {
    ...copy,
    unsubscribeUrl,
    returnPath: deliveryId ? verpAddress(secret, deliveryId, verpDomainOf(deps.config)) : null,
  };
}
