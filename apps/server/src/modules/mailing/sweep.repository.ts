import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * Batches of campaigns still sending that hold an address nobody is working on: pending for
 * longer than a lease, or claimed by a process whose lease ran out. Across every company: the
 * sweep is the system's own job; each row names its company and every later query filters by it.
 */
export async function findCampaignsToSweep(db: Queryable, leaseExpiredBefore: Date) {
  return rowsOf<{ companyId: string; campaignId: string; batchNo: number }>(
    db,
    sql`SELECT DISTINCT d.company_id AS "companyId", d.campaign_id AS "campaignId", d.batch_no AS "batchNo"
          FROM mailing_delivery d
          JOIN mailing_campaign c ON c.id = d.campaign_id AND c.company_id = d.company_id
         WHERE c.status = 'sending'
           AND c.send_started_at < ${leaseExpiredBefore.toISOString()}::timestamptz
           AND (d.status = 'pending' OR (d.status = 'sending' AND d.claimed_at < ${leaseExpiredBefore.toISOString()}::timestamptz))
         LIMIT 1000`,
  );
}

/** Scheduled campaigns whose time has passed. */
export async function findDueScheduled(db: Queryable, now: Date) {
  return rowsOf<{ companyId: string; campaignId: string; scheduledAt: Date }>(
    db,
    sql`SELECT company_id AS "companyId", id AS "campaignId", scheduled_at AS "scheduledAt" FROM mailing_campaign
         WHERE status = 'scheduled' AND scheduled_at <= ${now.toISOString()}::timestamptz LIMIT 1000`,
  );
}
