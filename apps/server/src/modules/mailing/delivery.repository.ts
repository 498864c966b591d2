import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { mailingDelivery, mailingSetting, mailingSuppression } from "../../db/schema/index.ts";
import { campaignAddressesSql, textArray } from "./audience.repository.ts";

export type DeliveryRow = typeof mailingDelivery.$inferSelect;

/**
 * Writes one delivery row per address of the campaign's lists (idempotent: the unique key on
 * campaign and address means a second run adds nothing), numbered into batches in address
 * order; suppressed addresses get a row marked suppressed, so the statistics show them.
 * Answers the number of batches.
 */
export async function fanOutDeliveries(
  db: Queryable,
  companyId: string,
  campaignId: string,
  mailingListIds: readonly string[],
  batchSize: number,
): Promise<number> {
  if (mailingListIds.length > 0) {
    await db.execute(sql`INSERT INTO mailing_delivery (id, company_id, campaign_id, email, user_id, batch_no, status)
      SELECT lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0') || substr(md5(${campaignId} || a.email), 1, 16),
             ${companyId}, ${campaignId}, a.email, a.user_id,
             ((row_number() OVER (ORDER BY a.email)) - 1) / ${batchSize},
             CASE WHEN s.email IS NULL THEN 'pending' ELSE 'suppressed' END
        FROM (${campaignAddressesSql(companyId, mailingListIds)}) a
        LEFT JOIN mailing_suppression s ON s.company_id = ${companyId} AND s.email = a.email
      ON CONFLICT (campaign_id, email) DO NOTHING`);
  }
  const [row] = await rowsOf<{ n: number | null }>(
    db,
    sql`SELECT max(batch_no) + 1 AS n FROM mailing_delivery WHERE company_id = ${companyId} AND campaign_id = ${campaignId}`,
  );
  return Number(row?.n ?? 0);
}

/** The addresses of one batch still to send: pending, or claimed by a process that died (lease over). */
export async function findBatchToSend(
  db: Queryable,
  companyId: string,
  campaignId: string,
  batchNo: number,
  leaseExpiredBefore: Date,
): Promise<Pick<DeliveryRow, "id" | "email" | "userId">[]> {
  return rowsOf(
    db,
    sql`SELECT id, email, user_id AS "userId" FROM mailing_delivery
         WHERE company_id = ${companyId} AND campaign_id = ${campaignId} AND batch_no = ${batchNo}
           AND (status = 'pending' OR (status = 'sending' AND claimed_at < ${leaseExpiredBefore.toISOString()}::timestamptz))
         ORDER BY email`,
  );
}

/**
 * Takes one address for this process: only one claimer wins (the row must still be pending or
 * its lease over). Answers whether we won; an address suppressed since the fan-out is marked so.
 */
export async function claimDelivery(
  db: Queryable,
  companyId: string,
  id: string,
  now: Date,
  leaseExpiredBefore: Date,
): Promise<"claimed" | "suppressed" | "taken"> {
  const rows = await rowsOf<{ status: string }>(
    db,
    sql`UPDATE mailing_delivery d
           SET status = CASE WHEN EXISTS (SELECT 1 FROM mailing_suppression s
                                           WHERE s.company_id = d.company_id AND s.email = d.email)
                             THEN 'suppressed' ELSE 'sending' END,
               claimed_at = ${now.toISOString()}::timestamptz
         WHERE d.company_id = ${companyId} AND d.id = ${id}
           AND (d.status = 'pending' OR (d.status = 'sending' AND d.claimed_at < ${leaseExpiredBefore.toISOString()}::timestamptz))
        RETURNING d.status`,
  );
  const status = rows[0]?.status;
  return status === "sending" ? "claimed" : status === "suppressed" ? "suppressed" : "taken";
}

export async function markDelivery(
  db: Queryable,
  companyId: string,
  id: string,
  result: { status: "sent" | "failed"; sentAt?: Date; error?: string },
) {
  await db
    .update(mailingDelivery)
    .set({ status: result.status, sentAt: result.sentAt ?? null, error: result.error ?? null })
    .where(and(eq(mailingDelivery.companyId, companyId), eq(mailingDelivery.id, id)));
}

/** A failed address goes back to pending, for the job's retry. */
export async function releaseDelivery(db: Queryable, companyId: string, id: string) {
  await db
    .update(mailingDelivery)
    .set({ status: "pending", claimedAt: null })
    .where(and(eq(mailingDelivery.companyId, companyId), eq(mailingDelivery.id, id)));
}

/** Whether any address of the campaign is still to go out (pending or being sent). */
export async function countUnfinished(db: Queryable, companyId: string, campaignId: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM mailing_delivery
         WHERE company_id = ${companyId} AND campaign_id = ${campaignId} AND status IN ('pending', 'sending')`,
  );
  return row?.n ?? 0;
}

export interface StatsRow {
  campaignId: string;
  recipients: number;
  delivered: number;
  pending: number;
  bounced: number;
  failed: number;
  suppressed: number;
  opens: number;
  clicks: number;
  unsubscribes: number;
}

export async function statsOf(db: Queryable, companyId: string, campaignIds: readonly string[]) {
  if (campaignIds.length === 0) return new Map<string, StatsRow>();
  const rows = await rowsOf<StatsRow>(
    db,
    sql`SELECT campaign_id AS "campaignId",
               count(*)::int AS recipients,
               count(*) FILTER (WHERE status IN ('sent', 'bounced'))::int AS delivered,
               count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
               count(*) FILTER (WHERE status = 'bounced')::int AS bounced,
               count(*) FILTER (WHERE status = 'failed')::int AS failed,
               count(*) FILTER (WHERE status = 'suppressed')::int AS suppressed,
               count(*) FILTER (WHERE opened_at IS NOT NULL)::int AS opens,
               count(*) FILTER (WHERE clicked_at IS NOT NULL)::int AS clicks,
               count(*) FILTER (WHERE unsubscribed_at IS NOT NULL)::int AS unsubscribes
          FROM mailing_delivery
         WHERE company_id = ${companyId} AND campaign_id = ANY(${textArray(campaignIds)})
         GROUP BY campaign_id`,
  );
  return new Map(rows.map((r) => [r.campaignId, r]));
}

export async function findBounced(db: Queryable, companyId: string, campaignId: string) {
  return rowsOf<{ email: string; bouncedAt: Date; reason: string | null }>(
    db,
    sql`SELECT email, bounced_at AS "bouncedAt", bounce_reason AS reason FROM mailing_delivery
         WHERE company_id = ${companyId} AND campaign_id = ${campaignId} AND status = 'bounced'
         ORDER BY bounced_at DESC, email`,
  );
}

export async function findDelivery(db: Queryable, id: string): Promise<DeliveryRow | null> {
  // Reached from a signed token (the open pixel, a click, a VERP bounce), before any company is known.
  const [row] = await db.select().from(mailingDelivery).where(eq(mailingDelivery.id, id));
  return row ?? null;
}

export async function findDeliveryByAddress(
  db: Queryable,
  companyId: string,
  campaignId: string,
  email: string,
) {
  const [row] = await db
    .select()
    .from(mailingDelivery)
    .where(
      and(
        eq(mailingDelivery.companyId, companyId),
        eq(mailingDelivery.campaignId, campaignId),
        eq(mailingDelivery.email, email.toLowerCase()),
      ),
    );
  return row ?? null;
}

export async function recordOpen(db: Queryable, companyId: string, id: string, at: Date) {
  await db.execute(sql`UPDATE mailing_delivery SET open_count = open_count + 1, opened_at = coalesce(opened_at, ${at.toISOString()}::timestamptz)
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function recordClick(db: Queryable, companyId: string, id: string, at: Date) {
  // A click shows the mail was opened too (images off): it counts as an open.
  await db.execute(sql`UPDATE mailing_delivery SET click_count = click_count + 1,
      clicked_at = coalesce(clicked_at, ${at.toISOString()}::timestamptz),
      opened_at = coalesce(opened_at, ${at.toISOString()}::timestamptz)
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function recordBounce(db: Queryable, companyId: string, id: string, at: Date, reason: string) {
  await db.execute(sql`UPDATE mailing_delivery SET status = 'bounced', bounced_at = ${at.toISOString()}::timestamptz, bounce_reason = ${reason}
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function recordUnsubscribe(
  db: Queryable,
  companyId: string,
  campaignId: string,
  email: string,
  at: Date,
) {
  await db.execute(sql`UPDATE mailing_delivery SET unsubscribed_at = coalesce(unsubscribed_at, ${at.toISOString()}::timestamptz)
    WHERE company_id = ${companyId} AND campaign_id = ${campaignId} AND email = ${email}`);
}

export async function suppress(
  db: Queryable,
  row: { companyId: string; email: string; reason: "unsubscribed" | "bounced"; campaignId: string | null },
) {
  await db
    .insert(mailingSuppression)
    .values({ ...row, email: row.email.toLowerCase() })
    .onConflictDoNothing();
}

export async function isSuppressed(db: Queryable, companyId: string, email: string) {
  const [row] = await db
    .select({ email: mailingSuppression.email })
    .from(mailingSuppression)
    .where(
      and(eq(mailingSuppression.companyId, companyId), eq(mailingSuppression.email, email.toLowerCase())),
    );
  return row !== undefined;
}

export async function findOpenTracking(db: Queryable, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: mailingSetting.openTrackingEnabled })
    .from(mailingSetting)
    .where(eq(mailingSetting.companyId, companyId));
  return row?.on ?? true;
}

export async function saveOpenTracking(db: Queryable, companyId: string, on: boolean) {
  await db
    .insert(mailingSetting)
    .values({ companyId, openTrackingEnabled: on, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: mailingSetting.companyId,
      set: { openTrackingEnabled: on, updatedAt: new Date() },
    });
}

/** Adds or removes one lab of the company's lab list (the rest of the list is left as it is). */
export async function setCompanyLab(db: Queryable, companyId: string, lab: string, on: boolean) {
  await db.execute(
    on
      ? sql`UPDATE company SET lab_list = array_append(array_remove(lab_list, ${lab}), ${lab}) WHERE id = ${companyId}`
      : sql`UPDATE company SET lab_list = array_remove(lab_list, ${lab}) WHERE id = ${companyId}`,
  );
}
