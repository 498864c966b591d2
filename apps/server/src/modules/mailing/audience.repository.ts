import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { appUser, groupAdmin } from "../../db/schema/index.ts";
import { textArray } from "../../db/sql-arrays.ts";

export { textArray };

export async function findFeatureMap(db: Queryable, companyId: string, userId: string) {
  const [me] = await db
    .select({ featureMap: appUser.featureMap, email: appUser.email })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return me?.featureMap ?? {};
}

export async function findUserEmail(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<string | null> {
  const [me] = await db
    .select({ email: appUser.email })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return me?.email ?? null;
}

export async function findGroupIdsAdministeredBy(db: Queryable, companyId: string, userId: string) {
  const rows = await db
    .select({ groupId: groupAdmin.groupId })
    .from(groupAdmin)
    .where(and(eq(groupAdmin.companyId, companyId), eq(groupAdmin.userId, userId)));
  return rows.map((r) => r.groupId);
}

/** Users who can receive company mail: active, with an address. */
const receivable = sql`u.is_active AND u.email IS NOT NULL AND u.email <> ''`;

/** The users one entity stands for (a SQL condition on u). */
function membersOf(companyId: string, entityType: string, entityId: string | null): SQL {
  switch (entityType) {
    case "company":
      return sql`TRUE`;
    case "group":
      return sql`u.group_id = ${entityId}`;
    case "team":
      return sql`u.id IN (SELECT tm.user_id FROM team_member tm WHERE tm.company_id = ${companyId} AND tm.team_id = ${entityId})`;
    default:
      return sql`u.id = ${entityId}`;
  }
}

export async function countMembers(
  db: Queryable,
  companyId: string,
  entityType: string,
  entityId: string | null,
): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM app_user u
         WHERE u.company_id = ${companyId} AND ${receivable} AND ${membersOf(companyId, entityType, entityId)}`,
  );
  return row?.n ?? 0;
}

export interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export async function findMembers(
  db: Queryable,
  companyId: string,
  entityType: string,
  entityId: string | null,
  limit: number,
): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    db,
    sql`SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email
          FROM app_user u
         WHERE u.company_id = ${companyId} AND ${receivable} AND ${membersOf(companyId, entityType, entityId)}
         ORDER BY u.first_name, u.last_name, u.id LIMIT ${limit}`,
  );
}

/** Name and group of an entity of the company, or null when it is not one of the company's. */
export async function findEntity(
  db: Queryable,
  companyId: string,
  entityType: "group" | "team" | "user",
  entityId: string,
): Promise<{ name: string; groupId: string | null; email: string | null } | null> {
  const query =
    entityType === "group"
      ? sql`SELECT g.name, g.id AS "groupId", NULL AS email FROM user_group g WHERE g.company_id = ${companyId} AND g.id = ${entityId}`
      : entityType === "team"
        ? sql`SELECT t.name, t.group_id AS "groupId", NULL AS email FROM team t WHERE t.company_id = ${companyId} AND t.id = ${entityId}`
        : sql`SELECT trim(u.first_name || ' ' || u.last_name) AS name, u.group_id AS "groupId", u.email
                FROM app_user u WHERE u.company_id = ${companyId} AND u.id = ${entityId}`;
  const [row] = await rowsOf<{ name: string; groupId: string | null; email: string | null }>(db, query);
  return row ?? null;
}

export interface SearchHit {
  entityType: "group" | "team" | "user";
  entityId: string;
  name: string;
  email: string | null;
  memberCount: number;
}

/** Users (name or address), teams and groups whose name contains the term; group admins: their groups only. */
export async function searchEntities(
  db: Queryable,
  companyId: string,
  term: string,
  groupIds: readonly string[] | null,
): Promise<SearchHit[]> {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const inGroups = (column: SQL) => (groupIds ? sql`AND ${column} = ANY(${textArray(groupIds)})` : sql``);
  return rowsOf<SearchHit>(
    db,
    sql`(SELECT 'group' AS "entityType", g.id AS "entityId", g.name, NULL AS email,
                (SELECT count(*)::int FROM app_user u WHERE u.company_id = ${companyId} AND u.group_id = g.id AND ${receivable}) AS "memberCount"
           FROM user_group g WHERE g.company_id = ${companyId} AND g.name ILIKE ${like} ${inGroups(sql`g.id`)}
          ORDER BY g.name LIMIT 10)
        UNION ALL
        (SELECT 'team', t.id, t.name, NULL,
                (SELECT count(*)::int FROM team_member tm JOIN app_user u ON u.id = tm.user_id
                  WHERE tm.company_id = ${companyId} AND tm.team_id = t.id AND ${receivable})
           FROM team t WHERE t.company_id = ${companyId} AND t.name ILIKE ${like} ${inGroups(sql`t.group_id`)}
          ORDER BY t.name LIMIT 10)
        UNION ALL
        (SELECT 'user', u.id, trim(u.first_name || ' ' || u.last_name), u.email, 1
           FROM app_user u WHERE u.company_id = ${companyId} AND ${receivable}
            AND (u.first_name || ' ' || u.last_name ILIKE ${like} OR u.email ILIKE ${like}) ${inGroups(sql`u.group_id`)}
          ORDER BY u.first_name, u.last_name LIMIT 20)`,
  );
}

/**
 * The addresses of a campaign's lists, one row per address (lower case): the members of each
 * company, group, team and user entry (active, with an address) and the outside addresses.
 */
export function campaignAddressesSql(companyId: string, mailingListIds: readonly string[]): SQL {
  return sql`WITH entries AS (
      SELECT r.entity_type, r.entity_id, r.email FROM mailing_list_recipient r
       WHERE r.company_id = ${companyId} AND r.mailing_list_id = ANY(${textArray(mailingListIds)})
    ), addresses AS (
      SELECT lower(u.email) AS email, u.id AS user_id FROM app_user u
       WHERE u.company_id = ${companyId} AND ${receivable} AND (
         EXISTS (SELECT 1 FROM entries e WHERE e.entity_type = 'company')
         OR u.group_id IN (SELECT e.entity_id FROM entries e WHERE e.entity_type = 'group')
         OR u.id IN (SELECT e.entity_id FROM entries e WHERE e.entity_type = 'user')
         OR u.id IN (SELECT tm.user_id FROM team_member tm WHERE tm.company_id = ${companyId}
                      AND tm.team_id IN (SELECT e.entity_id FROM entries e WHERE e.entity_type = 'team')))
      UNION ALL
      SELECT lower(e.email), NULL FROM entries e WHERE e.entity_type = 'user' AND e.email IS NOT NULL
    )
    SELECT DISTINCT ON (email) email, user_id FROM addresses ORDER BY email, user_id NULLS LAST`;
}

export async function countCampaignAddresses(
  db: Queryable,
  companyId: string,
  mailingListIds: readonly string[],
) {
  if (mailingListIds.length === 0) return 0;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (${campaignAddressesSql(companyId, mailingListIds)}) a`,
  );
  return row?.n ?? 0;
}
