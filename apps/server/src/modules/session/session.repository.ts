import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { perDatabase } from "../../db/prepared.ts";
import { appUser, channelStaff, company, userGroup } from "../../db/schema/index.ts";
import type { CompanyRow } from "../company/index.ts";
import { connectedNetworksSql } from "../share/index.ts";

export type UserWithGroup = typeof appUser.$inferSelect & {
  groupName: string | null;
  /** Networks with a working sharing connection (modules/share): the session's connected flags. */
  connectedNetworkList?: readonly string[];
};

/** The channels a user manages and analyses (managingChannelIdList / analysingChannelIdList). */
export async function findChannelDuties(db: Queryable, companyId: string, userId: string) {
  const rows = await db
    .select({ channelId: channelStaff.channelId, duty: channelStaff.duty })
    .from(channelStaff)
    .where(and(eq(channelStaff.companyId, companyId), eq(channelStaff.userId, userId)));
  return {
    managingChannelIdList: rows.filter((r) => r.duty === "manager").map((r) => r.channelId),
    analysingChannelIdList: rows.filter((r) => r.duty === "analyst").map((r) => r.channelId),
  };
}

const dutyIds = (
  userId: typeof appUser.id,
  companyId: typeof appUser.companyId,
  duty: "manager" | "analyst",
) =>
  sql<string[]>`array(select ${channelStaff.channelId} from ${channelStaff}
    where ${channelStaff.companyId} = ${companyId} and ${channelStaff.userId} = ${userId} and ${channelStaff.duty} = ${duty}
    order by ${channelStaff.channelId})`;

/**
 * The session view's statement, built once per database handle: drizzle builds a select of two
 * whole tables (the user's and the company's hundred-odd columns) in ~0.5 ms of CPU, which was
 * half of what GET /api/session2 cost the server, on every page load. Prepared with placeholders,
 * it is built once and runs as a named statement (planned once per connection).
 */
const sessionViewStatement = perDatabase((db) =>
  db
    .select({
      user: appUser,
      groupName: userGroup.name,
      company,
      managingChannelIdList: dutyIds(appUser.id, appUser.companyId, "manager"),
      analysingChannelIdList: dutyIds(appUser.id, appUser.companyId, "analyst"),
      connectedNetworkList: connectedNetworksSql(appUser.companyId, appUser.id),
    })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .leftJoin(userGroup, and(eq(userGroup.id, appUser.groupId), eq(userGroup.companyId, appUser.companyId)))
    .where(
      and(eq(appUser.companyId, sql.placeholder("companyId")), eq(appUser.id, sql.placeholder("userId"))),
    )
    .limit(1)
    .prepare("session_view"),
);

/**
 * Everything GET /api/session2 shows, in one round trip: user, group name, company, channel duties
 * and the networks the user has connected for sharing.
 */
export async function findSessionView(db: Queryable, companyId: string, userId: string) {
  const [row] = await sessionViewStatement(db).execute({ companyId, userId });
  if (!row) return null;
  const user: UserWithGroup = {
    ...row.user,
    groupName: row.groupName,
    connectedNetworkList: row.connectedNetworkList,
  };
  const companyRow: CompanyRow = row.company;
  return {
    user,
    company: companyRow,
    duties: {
      managingChannelIdList: row.managingChannelIdList,
      analysingChannelIdList: row.analysingChannelIdList,
    },
  };
}
