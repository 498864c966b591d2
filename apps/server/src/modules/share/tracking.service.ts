import type { Db } from "../../db/client.ts";
import { hmacSha256 } from "../../platform/crypto.ts";
import { creditPoints } from "../points/index.ts";
import { findCompanyRow, findPostRow, findShareByCode, recordClick } from "./share.repository.ts";
import { landingUrl } from "./share-content.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";
import { trackedLinkUtmParams } from "./utm-settings.service.ts";

/** A visitor for one day: keyed hash of address and browser, never the address itself. */
export function visitorFingerprint(key: Buffer, ip: string, userAgent: string, at = new Date()): string {
  return hmacSha256(key, `${ip}\u0000${userAgent}\u0000${at.toISOString().slice(0, 10)}`, "hex");
}

/**
 * GET /s/{shortCode}: where the link leads (null: no such shared link). The first visit of a
 * visitor on a day counts once per share and earns the sharer the company's uniqueClickPoint.
 * The target carries the company's UTM tags (utm-settings.service).
 */
export async function followSharedLink(
  db: Db,
  runtime: SharingRuntime,
  shortCode: string,
  visitor: { ip: string; userAgent: string },
): Promise<string | null> {
  const row = await findShareByCode(db, shortCode);
  if (!row || (row.status !== "shared" && row.status !== "pending")) return null;
  const post = await findPostRow(db, row.companyId, row.postId);
  if (!post || post.deletedAt) return null;
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
