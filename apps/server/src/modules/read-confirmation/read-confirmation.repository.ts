import type { Reader } from "@chorus/shared/read-confirmation/read-confirmation.contract";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { isManagerRoleSql } from "../../db/role-sql.ts";
import { appUser, readConfirmation } from "../../db/schema/index.ts";

interface ConfirmationKey {
  companyId: string;
  postId: string;
  userId: string;
}

/** Records the confirmation once; a second call keeps the first time. Returns when it was confirmed. */
export async function confirmRead(db: Queryable, key: ConfirmationKey): Promise<Date> {
  const [inserted] = await db
    .insert(readConfirmation)
    .values(key)
    .onConflictDoNothing()
    .returning({ confirmedAt: readConfirmation.confirmedAt });
  if (inserted) return inserted.confirmedAt;
  const [existing] = await db
    .select({ confirmedAt: readConfirmation.confirmedAt })
    .from(readConfirmation)
    .where(
      and(
        eq(readConfirmation.companyId, key.companyId),
        eq(readConfirmation.postId, key.postId),
        eq(readConfirmation.userId, key.userId),
      ),
    );
  if (!existing) throw new Error("read confirmation conflict without an existing row");
  return existing.confirmedAt;
}

/** `%` and `_` typed by the user are letters, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who confirmed the post, by name; `nameStarts` matches the start of the first or last name, any case. */
export async function listReaders(
  db: Queryable,
  companyId: string,
  postId: string,
  nameStarts: string | undefined,
): Promise<Reader[]> {
  const prefix = nameStarts ? `${escapeLike(nameStarts)}%` : undefined;
  const rows = await db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarUrl: appUser.avatarUrl,
      confirmedAt: readConfirmation.confirmedAt,
    })
    .from(readConfirmation)
    .innerJoin(
      appUser,
      and(eq(appUser.companyId, readConfirmation.companyId), eq(appUser.id, readConfirmation.userId)),
    )
    .where(
      and(
        eq(readConfirmation.companyId, companyId),
        eq(readConfirmation.postId, postId),
        prefix ? or(ilike(appUser.firstName, prefix), ilike(appUser.lastName, prefix)) : undefined,
      ),
    )
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id));
  return rows.map(({ id, confirmedAt, ...rest }) => ({
    _id: id,
    ...rest,
    confirmedAt: confirmedAt.toISOString(),
  }));
}

export interface AudienceMember {
  firstName: string;
  lastName: string;
  email: string | null;
  confirmedAt: Date | null;
}

/**
 * The post's audience with each one's confirmation: the active users who read one of the channels
 * the post is out in (the same rule as the feed: a private channel only for its members, a group's
 * channel for that group, mandatory channels for everyone, other channels for subscribers, managed
 * channels for their managers), plus anyone who confirmed, so no confirmation is ever missing.
 */
export async function listAudience(
  db: Queryable,
  companyId: string,
  postId: string,
): Promise<AudienceMember[]> {
  const result = (await db.execute(sql`
    WITH post_channels AS (
      SELECT c.id, c.group_id, c.is_private, c.is_mandatory
        FROM post_channel pc
        JOIN channel c ON c.company_id = pc.company_id AND c.id = pc.channel_id
       WHERE pc.company_id = ${companyId} AND pc.post_id = ${postId}
         AND pc.status NOT IN ('proposed', 'rejected') AND c.is_active
    ),
    readers AS (
      SELECT u.id FROM app_user u
       WHERE u.company_id = ${companyId} AND u.is_active
         AND EXISTS (
           SELECT 1 FROM post_channels c
            WHERE (NOT c.is_private OR EXISTS (
                     SELECT 1 FROM channel_subscription s
                      WHERE s.company_id = ${companyId} AND s.channel_id = c.id AND s.user_id = u.id))
              AND (c.group_id IS NULL OR c.group_id = u.group_id OR ${isManagerRoleSql("u.role")}
                   OR EXISTS (SELECT 1 FROM group_admin ga
                               WHERE ga.company_id = ${companyId} AND ga.group_id = c.group_id AND ga.user_id = u.id))
              AND (c.is_mandatory
                   OR EXISTS (SELECT 1 FROM channel_subscription s
                               WHERE s.company_id = ${companyId} AND s.channel_id = c.id AND s.user_id = u.id)
                   OR EXISTS (SELECT 1 FROM channel_staff cs
                               WHERE cs.company_id = ${companyId} AND cs.channel_id = c.id AND cs.user_id = u.id
                                 AND cs.duty = 'manager')
                   OR EXISTS (SELECT 1 FROM group_admin ga
                               WHERE ga.company_id = ${companyId} AND ga.group_id = c.group_id AND ga.user_id = u.id))
         )
      UNION
      SELECT rc.user_id FROM read_confirmation rc WHERE rc.company_id = ${companyId} AND rc.post_id = ${postId}
    )
    SELECT u.first_name, u.last_name, u.email, rc.confirmed_at
      FROM readers r
      JOIN app_user u ON u.company_id = ${companyId} AND u.id = r.id
      LEFT JOIN read_confirmation rc
        ON rc.company_id = ${companyId} AND rc.post_id = ${postId} AND rc.user_id = u.id
     ORDER BY u.last_name, u.first_name, u.id`)) as unknown as {
    rows: {
      first_name: string;
      last_name: string;
      email: string | null;
      confirmed_at: Date | string | null;
    }[];
  };
  return result.rows.map((row) => ({
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    // Raw statements answer timestamps as Date (pg) or string, depending on the driver.
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
  }));
}
