import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import {
  findDelivery,
  recordBounce,
  recordClick,
  recordOpen,
  recordUnsubscribe,
  suppress,
} from "./delivery.repository.ts";
import {
  isClickSignature,
  MAILING_SECRET,
  readDeliveryToken,
  readUnsubscribeToken,
  readVerpAddress,
} from "./mailing-tokens.ts";

/** One click: the address gets no more newsletters or digests of the company. */
export async function unsubscribe(deps: AppDeps, db: Db, token: string): Promise<{ email: string } | null> {
  const secret = await deps.secrets.get(MAILING_SECRET);
  const subject = readUnsubscribeToken(secret, token);
  if (!subject) return null;
  await db.transaction(async (tx) => {
    await suppress(tx, {
      companyId: subject.companyId,
      email: subject.email,
      reason: "unsubscribed",
      campaignId: subject.campaignId,
    });
    if (subject.campaignId)
      await recordUnsubscribe(
        tx,
        subject.companyId,
        subject.campaignId,
        subject.email.toLowerCase(),
        deps.clock.now(),
      );
  });
  return { email: subject.email };
}

export async function countOpen(deps: AppDeps, db: Db, token: string): Promise<void> {
  const secret = await deps.secrets.get(MAILING_SECRET);
  const id = readDeliveryToken(secret, token.replace(/\.gif$/, ""));
  if (!id) return;
  const delivery = await findDelivery(db, id);
  if (delivery) await recordOpen(db, delivery.companyId, delivery.id, deps.clock.now());
}

/** The tracked link's target when the signature holds (never an open redirect); the click is counted. */
export async function followClick(
  deps: AppDeps,
  db: Db,
  deliveryId: string,
  url: string,
  sig: string,
): Promise<string | null> {
  const secret = await deps.secrets.get(MAILING_SECRET);
  if (!/^https?:\/\//i.test(url) || !isClickSignature(secret, deliveryId, url, sig)) return null;
  const delivery = await findDelivery(db, deliveryId);
  if (delivery) await recordClick(db, delivery.companyId, delivery.id, deps.clock.now());
  return url;
}

export interface BounceReport {
  /** The VERP address the bounce came back to (bounce+<token>@domain). */
  returnPath?: string | undefined;
  /** Or the Message-ID of the bounced mail, as we set it (<deliveryId.campaignId@chorus.mailing>). */
  messageId?: string | undefined;
  reason?: string | undefined;
}

const OUR_MESSAGE_ID = /^<?([0-9a-f]{24})\.[0-9a-f]{24}@chorus\.mailing>?$/;

/**
 * A bounce from the webhook (the caller proved the shared secret): the delivery is marked
 * bounced and its address suppressed for every later newsletter and digest of the company.
 */
export async function recordBounceReport(deps: AppDeps, db: Db, report: BounceReport) {
  const secret = await deps.secrets.get(MAILING_SECRET);
  const deliveryId =
    (report.returnPath ? readVerpAddress(secret, report.returnPath) : null) ??
    (report.messageId ? (OUR_MESSAGE_ID.exec(report.messageId.trim())?.[1] ?? null) : null);
  const delivery = deliveryId ? await findDelivery(db, deliveryId) : null;
  if (!delivery) return { matched: false };
  const reason = (report.reason ?? "bounced").slice(0, 500);
  await db.transaction(async (tx) => {
    await recordBounce(tx, delivery.companyId, delivery.id, deps.clock.now(), reason);
    await suppress(tx, {
      companyId: delivery.companyId,
      email: delivery.email,
      reason: "bounced",
      campaignId: delivery.campaignId,
    });
  });
  return { matched: true };
}
