import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf, textArray } from "./analytics-sql.repository.ts";

/** Channels where the user is staff (analyst or manager duty): a channel analyst's analytics. */
export async function staffChannelIds(db: Queryable, companyId: string, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT DISTINCT cs.channel_id AS id FROM channel_staff cs
         WHERE cs.company_id = ${companyId} AND cs.user_id = ${userId} AND cs.duty IN ('analyst', 'manager')
         ORDER BY 1`,
  );
  return rows.map((r) => r.id);
}

/** Groups the user administers (group_admin rows). */
export async function administeredGroupIds(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT ga.group_id AS id FROM group_admin ga
         WHERE ga.company_id = ${companyId} AND ga.user_id = ${userId} ORDER BY 1`,
  );
  return rows.map((r) => r.id);
}

/** The channel's group, or undefined when the company has no such channel. */
export async function findChannel(
  db: Queryable,
  companyId: string,
  channelId: string,
): Promise<{ id: string; groupId: string | null } | undefined> {
  const [row] = await rowsOf<{ id: string; group_id: string | null }>(
    db,
    sql`SELECT id, group_id FROM channel WHERE company_id = ${companyId} AND id = ${channelId}`,
  );
  return row ? { id: row.id, groupId: row.group_id } : undefined;
}

/** The group lookup is people's (it owns groups); re-exported for this module's services. */
export { groupExists } from "../people/index.ts";

/** The company's channels among some, and those of some groups. */
export async function channelIdsOfGroups(
  db: Queryable,
  companyId: string,
  groupIds: readonly string[],
): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM channel WHERE company_id = ${companyId} AND group_id = ANY(${textArray(groupIds)}) ORDER BY 1`,
  );
  return rows.map((r) => r.id);
}

/** Groups and channels a caller may filter by: all of the company's, some groups', or some channels. */
export async function filterOptions(
  db: Queryable,
  companyId: string,
  scope: { groupIds?: readonly string[]; channelIds?: readonly string[] },
) {
  const groupFilter = scope.groupIds ? sql`AND id = ANY(${textArray(scope.groupIds)})` : sql``;
  const groups =
    scope.channelIds !== undefined
      ? []
      : await rowsOf<{ _id: string; name: string }>(
          db,
          sql`SELECT id AS "_id", name FROM user_group WHERE company_id = ${companyId} ${groupFilter} ORDER BY name`,
        );
  const channelFilter = scope.channelIds
    ? sql`AND id = ANY(${textArray(scope.channelIds)})`
    : scope.groupIds
      ? sql`AND group_id = ANY(${textArray(scope.groupIds)})`
      : sql``;
  const channels = await rowsOf<{ _id: string; name: string; groupId: string | null }>(
    db,
    sql`SELECT id AS "_id", name, group_id AS "groupId" FROM channel
         WHERE company_id = ${companyId} ${channelFilter} ORDER BY name`,
  );
  return { groupList: groups, channelList: channels };
}
