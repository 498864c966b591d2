import { NEWSLETTER_SHARE_STATUS } from "@chorus/shared/share/newsletter-link";
import type { Db, Queryable } from "../../db/client.ts";
import { hmacSha256 } from "../../platform/crypto.ts";
import { creditPoints } from "../points/index.ts";
import {
  findCompanyRow,
  findPostRow,
  findShareByCode,
  recordClick,
  type ShareRow,
} from "./share.repository.ts";
import { landingUrl } from "./share-content.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";
import { trackedLinkUtmParams } from "./utm-settings.service.ts";

/** A visitor for one day: keyed hash of address and browser, never the address itself. */
export function visitorFingerprint(key: Buffer, ip: string, userAgent: string, at = new Date()): string {
  return hmacSha256(key, `${ip}\u0000${userAgent}\u0000${at.toISOString().slice(0, 10)}`, "hex");
}

/** Files a newsletter link's click on the campaign's delivery, in the click's transaction. */
export type NewsletterClickAttribution = (tx: Queryable, link: ShareRow) => Promise<void>;

/**
 * GET /s/{shortCode}: where the link leads (null: no such shared link). The first visit of a
 * visitor on a day counts once per share and earns the sharer the company's uniqueClickPoint.
 * The target carries the company's UTM tags (utm-settings.service). A newsletter's link leads
 * where the newsletter pointed (the post with the newsletter source) and earns no points.
 */
export async function followSharedLink(
  db: Db,
  runtime: SharingRuntime,
  shortCode: string,
  visitor: { ip: string; userAgent: string },
  attributeNewsletterClick?: NewsletterClickAttribution,
): Promise<string | null> {
  const row = await findShareByCode(db, shortCode);
  if (!row) return null;
  const post = await findPostRow(db, row.companyId, row.postId);
  if (!post || post.deletedAt) return null;
  if (row.status === NEWSLETTER_SHARE_STATUS && row.landingUrl) {
    // A newsletter's link: its visitors count like a share's, but nobody earns points for them.
    await db.transaction(async (tx) => {
      await recordClick(tx, {
        companyId: row.companyId,
        shareId: row.id,
        fingerprint: visitorFingerprint(runtime.clickKey, visitor.ip, visitor.userAgent),
      });
      if (attributeNewsletterClick) await attributeNewsletterClick(tx, row);
    });
    return row.landingUrl;
  }
  if (row.status !== "shared" && row.status !== "pending") return null;
  if (row.status === "shared") {
    await db.transaction(async (tx) => {
      const fresh = await recordClick(tx, {
        companyId: row.companyId,
        shareId: row.id,
        fingerprint: visitorFingerprint(runtime.clickKey, visitor.ip, visitor.userAgent),
      });
      if (!fresh) return;
      const company = await findCompanyRow(tx, row.companyId);
      await creditPoints(
        { db: tx },
        {
          companyId: row.companyId,
          userId: row.userId,
          stars: company.uniqueClickPoint,
          reason: "unique_click",
          postId: row.postId,
        },
      );
    });
  }
  return landingUrl(runtime, post, await trackedLinkUtmParams(db, row, post));
}
