import { MAX_EXTERNAL_PER_DAY_DEFAULT } from "@chorus/shared/notification/notification.contract";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { errorSummary } from "../../platform/error-summary.ts";
import { companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { maxPerDayOf } from "./company-setting.repository.ts";
import { notificationMail, plainTextOf } from "./notification.mails.ts";
import {
  claimDeliveries,
  claimStaleDeliveries,
  externalDeliveriesSince,
  type NotificationRow,
  recordDelivery,
} from "./notification.repository.ts";
import { sendPush } from "./push-sender.ts";
import { deletePushSubscriptionById, pushSubscriptionsOf } from "./push-subscription.repository.ts";
import { findMailRecipient } from "./recipient.repository.ts";

type DeliveryDeps = Pick<AppDeps, "db" | "config" | "secrets" | "outbound" | "mailer" | "clock">;

export const startOfUtcDay = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Pushes a notification to every browser its user subscribed; forgets the ones the service says are gone. */
async function pushTo(deps: DeliveryDeps, row: NotificationRow): Promise<boolean> {
  const subscriptions = await pushSubscriptionsOf(deps.db, row.companyId, row.userId);
  let delivered = false;
  for (const subscription of subscriptions) {
    const outcome = await sendPush(deps, subscription, {
      title: row.itemTitle ?? "Chorus",
      body: plainTextOf(row.textHtml),
      url: row.webUrl ?? "/notifications",
      tag: row.id,
    });
    if (outcome === "gone") await deletePushSubscriptionById(deps.db, row.companyId, subscription.id);
    delivered ||= outcome === "sent";
  }
  return delivered;
}

async function emailTo(deps: DeliveryDeps, row: NotificationRow): Promise<boolean> {
  const recipient = await findMailRecipient(deps.db, row.companyId, row.userId);
  if (!recipient?.email) return false;
  const brand = mailBrandOf({
    name: recipient.companyName,
    highlightColor: recipient.highlightColor,
    imageUrlLogin: recipient.imageUrlLogin,
    language: recipient.language,
  });
  const link = companyLink(deps.config, recipient, row.webUrl ?? "/notifications");
  const mail = notificationMail(brand, row, link);
  await deps.mailer.send({ companyId: row.companyId, to: recipient.email, kind: "notification", ...mail });
  return true;
}

/**
 * Delivers claimed notifications by push and e-mail within the company's daily limit per user
 * (fatigue control); past it, a notification waits for the daily digest instead.
 */
export async function deliverRows(deps: DeliveryDeps, rows: readonly NotificationRow[]): Promise<void> {
  const now = deps.clock.now();
  const limits = new Map<string, number>();
  for (const row of rows) {
    if (!limits.has(row.companyId))
      limits.set(row.companyId, (await maxPerDayOf(deps.db, row.companyId)) ?? MAX_EXTERNAL_PER_DAY_DEFAULT);
    const limit = limits.get(row.companyId) ?? MAX_EXTERNAL_PER_DAY_DEFAULT;
    const today = await externalDeliveriesSince(deps.db, row.companyId, row.userId, startOfUtcDay(now));
    const done: { pushedAt?: Date; emailedAt?: Date; digestAt?: Date } = {};
    let overLimit = false;
    if (row.wantsPush) {
      if (today.pushes >= limit) overLimit = true;
      else if (await pushTo(deps, row)) done.pushedAt = now;
    }
    if (row.wantsEmail) {
      if (today.emails >= limit) overLimit = true;
      else if (await emailTo(deps, row)) done.emailedAt = now;
    }
    if (overLimit) done.digestAt = now;
    await recordDelivery(deps.db, row.companyId, row.id, done);
  }
}

/** Claims and delivers the pending deliveries a fan-out message named (one process wins each). */
export async function deliverPending(
  deps: DeliveryDeps,
  log: FastifyBaseLogger,
  companyId: string,
  ids: readonly string[],
): Promise<void> {
  try {
    await deliverRows(deps, await claimDeliveries(deps.db, companyId, ids));
  } catch (error) {
    log.error({ error: errorSummary(error) }, "notification delivery failed");
  }
}

/** Deliveries nobody took within a minute (the process that heard of them stopped): taken now. */
export async function deliverStale(deps: DeliveryDeps): Promise<number> {
  const rows = await claimStaleDeliveries(deps.db, new Date(deps.clock.now().getTime() - 60_000), 500);
  await deliverRows(deps, rows);
  return rows.length;
}
