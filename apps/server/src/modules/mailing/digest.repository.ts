import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { groupDigest, groupDigestDelivery } from "../../db/schema/index.ts";

export type DigestRow = typeof groupDigest.$inferSelect;

export async function findDigest(
  db: Queryable,
  companyId: string,
  groupId: string,
): Promise<DigestRow | null> {
  const [row] = await db
    .select()
    .from(groupDigest)
    .where(and(eq(groupDigest.companyId, companyId), eq(groupDigest.groupId, groupId)));
  return row ?? null;
}

export async function saveDigest(
  db: Queryable,
  row: {
    companyId: string;
    groupId: string;
    enabled: boolean;
    dayOfWeek: number;
    hour: number;
    postCount: number;
  },
) {
  const values = { ...row, updatedAt: new Date() };
  await db
    .insert(groupDigest)
    .values(values)
    .onConflictDoUpdate({
      target: groupDigest.groupId,
      set: {
        enabled: row.enabled,
        dayOfWeek: row.dayOfWeek,
        hour: row.hour,
        postCount: row.postCount,
        updatedAt: values.updatedAt,
      },
      // The group id is global, but a row is only ever changed by its own company.
      setWhere: sql`${groupDigest.companyId} = ${row.companyId}`,
    });
}

/** The group lookup is people's (it owns groups); re-exported for this module's services. */
export { groupExists } from "../people/index.ts";

export async function isAdminOfGroup(db: Queryable, companyId: string, groupId: string, userId: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM group_admin WHERE company_id = ${companyId} AND group_id = ${groupId} AND user_id = ${userId}`,
  );
  return (row?.n ?? 0) > 0;
}

/** Digests due at this weekday and hour (UTC), across companies: the schedule's own query. */
export async function findDueDigests(db: Queryable, dayOfWeek: number, hour: number) {
  return db
    .select()
    .from(groupDigest)
    .where(
      and(eq(groupDigest.enabled, true), eq(groupDigest.dayOfWeek, dayOfWeek), eq(groupDigest.hour, hour)),
    );
}

export interface DigestReader {
  id: string;
  email: string;
  firstName: string;
}

/**
 * The group's members who get its digest: active, with an address, not unsubscribed or bounced,
 * not turned off in their notification settings ("digest": false), not yet sent this week.
 */
export async function findDigestReaders(db: Queryable, companyId: string, groupId: string, week: string) {
  return rowsOf<DigestReader>(
    db,
    sql`SELECT u.id, lower(u.email) AS email, u.first_name AS "firstName" FROM app_user u
         WHERE u.company_id = ${companyId} AND u.group_id = ${groupId}
           AND u.is_active AND u.email IS NOT NULL AND u.email <> ''
           AND coalesce(u.notification_settings ->> 'digest', 'true') <> 'false'
           AND NOT EXISTS (SELECT 1 FROM mailing_suppression s WHERE s.company_id = u.company_id AND s.email = lower(u.email))
           AND NOT EXISTS (SELECT 1 FROM group_digest_delivery d
                            WHERE d.company_id = u.company_id AND d.group_id = ${groupId} AND d.user_id = u.id AND d.week = ${week})
         ORDER BY u.id`,
  );
}

/** Takes the week's digest of one reader; false when another run already did. */
export async function claimDigestDelivery(
  db: Queryable,
  row: { companyId: string; groupId: string; userId: string; week: string },
) {
  const inserted = await db
    .insert(groupDigestDelivery)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: groupDigestDelivery.userId });
  return inserted.length > 0;
}

export async function releaseDigestDelivery(
  db: Queryable,
  row: { companyId: string; groupId: string; userId: string; week: string },
) {
  await db
    .delete(groupDigestDelivery)
    .where(
      and(
        eq(groupDigestDelivery.companyId, row.companyId),
        eq(groupDigestDelivery.groupId, row.groupId),
        eq(groupDigestDelivery.userId, row.userId),
        eq(groupDigestDelivery.week, row.week),
      ),
    );
}

export async function markDigestSent(db: Queryable, companyId: string, groupId: string, at: Date) {
  await db
    .update(groupDigest)
    .set({ lastSentAt: at })
    .where(and(eq(groupDigest.companyId, companyId), eq(groupDigest.groupId, groupId)));
}

export async function groupName(db: Queryable, companyId: string, groupId: string) {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM user_group WHERE company_id = ${companyId} AND id = ${groupId}`,
  );
  return row?.name ?? "";
}

/** The company's groups (a group admin's own only) with their member counts and digest rows. */
export async function findDigestGroups(db: Queryable, companyId: string, onlyAdminId: string | null) {
  return rowsOf<{ id: string; name: string; memberCount: number }>(
    db,
    sql`SELECT g.id, g.name,
               (SELECT count(*)::int FROM app_user u WHERE u.company_id = g.company_id AND u.group_id = g.id AND u.is_active) AS "memberCount"
          FROM user_group g
         WHERE g.company_id = ${companyId}
           ${onlyAdminId ? sql`AND EXISTS (SELECT 1 FROM group_admin a WHERE a.company_id = g.company_id AND a.group_id = g.id AND a.user_id = ${onlyAdminId})` : sql``}
         ORDER BY g.name, g.id`,
  );
}
