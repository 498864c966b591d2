import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { isManagerRoleSql } from "../../db/role-sql.ts";
import { rowsOf } from "../../db/rows.ts";

/** The name and avatar a notification shows for a user of the company. */
export async function findUserCard(db: Queryable, companyId: string, userId: string) {
  const [row] = await rowsOf<{ name: string; avatarUrl: string | null }>(
    db,
    sql`SELECT trim(first_name || ' ' || last_name) AS name, avatar_url AS "avatarUrl"
          FROM app_user WHERE company_id = ${companyId} AND id = ${userId}`,
  );
  return { name: row?.name ?? "", avatarUrl: row?.avatarUrl ?? null };
}

/**
 * The active users who manage one of these channels (company managers, the channels' staff
 * managers, admins of the channels' groups) and keep newProposedPost on, the proposer left out.
 */
export async function findProposalRecipients(
  db: Queryable,
  companyId: string,
  proposerId: string,
  channelIds: readonly string[],
): Promise<string[]> {
  if (channelIds.length === 0) return [];
  const channels = sql.join(
    channelIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ userId: string }>(
    db,
    sql`SELECT u.id AS "userId" FROM app_user u
         WHERE u.company_id = ${companyId} AND u.is_active AND u.id <> ${proposerId}
           AND coalesce((u.notification_settings ->> 'newProposedPost')::boolean, true)
           AND (${isManagerRoleSql("u.role")}
                OR EXISTS (SELECT 1 FROM channel_staff cs
                            WHERE cs.company_id = u.company_id AND cs.user_id = u.id AND cs.duty = 'manager'
                              AND cs.channel_id IN (${channels}))
                OR (u.role = 'group_admin' AND EXISTS (
                      SELECT 1 FROM group_admin ga
                        JOIN channel c ON c.company_id = ga.company_id AND c.group_id = ga.group_id
                       WHERE ga.company_id = u.company_id AND ga.user_id = u.id AND c.id IN (${channels}))))`,
  );
  return rows.map((row) => row.userId);
}

/** The active user keeps the approvedPost notification on. */
export async function wantsApprovalNotice(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const [wanted] = await rowsOf<{ on: boolean }>(
    db,
    sql`SELECT coalesce((notification_settings ->> 'approvedPost')::boolean, true) AS "on"
          FROM app_user WHERE company_id = ${companyId} AND id = ${userId} AND is_active`,
  );
  return wanted?.on === true;
}
