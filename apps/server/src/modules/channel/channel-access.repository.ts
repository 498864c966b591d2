import { isManager, type Role } from "@chorus/shared/access/roles";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";

/** The part of the actor channel access depends on (the active role, not the stored one). */
export interface ChannelActor {
  userId: string;
  role: Role;
}

/** Every channel of the company: what "all" stands for in the lists below. */
export type ChannelIdSet = string[] | "all";

async function ids(db: Queryable, query: ReturnType<typeof sql>): Promise<string[]> {
  // Both drivers (pg, PGlite) answer a raw statement with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/**
 * The channels whose published posts the actor reads in the feed (core §4, §6), in one statement:
 * active channels the user is subscribed to ∪ mandatory channels ∪ channels they manage (staff duty
 * manager; a group admin also manages the channels of the groups they administer). A private channel
 * is read only by its members (subscribers). A channel of a group is seen by that group's users and
 * by the admins of the group; managers (admin, partner, smarper) see every group, but they read only
 * what they are subscribed to plus mandatory: they are not subscribed to everything automatically.
 * (The intergroup accessibility lab is not applied.)
 */
export async function readableChannelIds(
  db: Queryable,
  companyId: string,
  actor: ChannelActor,
): Promise<string[]> {
  return channelIdsFor(db, companyId, actor, true);
}

/**
 * The channels the actor could read without the subscription filter (the published-no-user-id
 * feed): every active channel of a group they see, private ones only when they are members.
 */
export async function visibleChannelIds(
  db: Queryable,
  companyId: string,
  actor: ChannelActor,
): Promise<string[]> {
  return channelIdsFor(db, companyId, actor, false);
}

async function channelIdsFor(
  db: Queryable,
  companyId: string,
  actor: ChannelActor,
  subscribedOnly: boolean,
): Promise<string[]> {
  return ids(db, channelIdsQuery(companyId, actor, subscribedOnly));
}

/**
 * The statement behind readableChannelIds (subscribedOnly) and visibleChannelIds, one `id` column:
 * callers that load more in the same round trip embed it (the feed's viewer).
 */
export function channelIdsQuery(companyId: string, actor: ChannelActor, subscribedOnly: boolean): SQL {
  return channelIdsOf(
    {
      companyId: sql`${companyId}`,
      userId: sql`${actor.userId}`,
      seesAllGroups: sql`${isManager(actor.role)}`,
      isGroupAdmin: sql`${actor.role === "group_admin"}`,
    },
    subscribedOnly,
  );
}

/**
 * Who the channel statements are for, as SQL expressions: parameters (channelIdsQuery) or the
 * columns of a row the statement reads itself (the session lookup that loads the feed's viewer in
 * the same statement, where the role is only known in the database).
 */
export interface ChannelActorRefs {
  companyId: SQL;
  userId: SQL;
  /** A boolean expression: the active role is a manager's (sees every group). */
  seesAllGroups: SQL;
  /** A boolean expression: the active role is group_admin. */
  isGroupAdmin: SQL;
}

/** channelIdsQuery with the actor given as SQL expressions. */
export function channelIdsOf(who: ChannelActorRefs, subscribedOnly: boolean): SQL {
  const { companyId, userId } = who;
  return sql`
      WITH me AS (
        SELECT u.group_id FROM app_user u WHERE u.company_id = ${companyId} AND u.id = ${userId}
      ),
      administered AS (
        SELECT ga.group_id FROM group_admin ga
         WHERE ga.company_id = ${companyId} AND ga.user_id = ${userId} AND ${who.isGroupAdmin}
      ),
      subscribed AS (
        SELECT s.channel_id FROM channel_subscription s
         WHERE s.company_id = ${companyId} AND s.user_id = ${userId}
      ),
      staffed AS (
        SELECT cs.channel_id FROM channel_staff cs
         WHERE cs.company_id = ${companyId} AND cs.user_id = ${userId} AND cs.duty = 'manager'
      )
      SELECT c.id FROM channel c
       WHERE c.company_id = ${companyId}
         AND c.is_active
         AND (NOT c.is_private OR c.id IN (SELECT channel_id FROM subscribed))
         AND (
           c.group_id IS NULL
           OR ${who.seesAllGroups}
           OR c.group_id = (SELECT group_id FROM me)
           OR c.group_id IN (SELECT group_id FROM administered)
         )
         AND (
           ${sql`${!subscribedOnly}`}
           OR c.is_mandatory
           OR c.id IN (SELECT channel_id FROM subscribed)
           OR c.id IN (SELECT channel_id FROM staffed)
           OR c.group_id IN (SELECT group_id FROM administered)
         )
       ORDER BY c.id`;
}

/**
 * The channels the actor manages (core §6): "all" for managers (admin, partner, smarper active
 * role); group admins the channels of their group(s) (group_admin table) plus any channel they are
 * staff manager of; channel managers the channels where they have the manager duty; others none.
 */
export async function managedChannelIds(
  db: Queryable,
  companyId: string,
  actor: ChannelActor,
): Promise<ChannelIdSet> {
  const query = managedChannelIdsQuery(companyId, actor);
  return query === "all" || Array.isArray(query) ? query : ids(db, query);
}

/**
 * The statement behind managedChannelIds (one `id` column), or its answer when none is needed:
 * "all" for managers, [] for roles that manage no channel.
 */
export function managedChannelIdsQuery(companyId: string, actor: ChannelActor): SQL | "all" | [] {
  if (isManager(actor.role)) return "all";
  const who = { companyId: sql`${companyId}`, userId: sql`${actor.userId}` };
  if (actor.role === "group_admin") return groupAdminChannelIdsOf(who);
  if (actor.role === "channel_manager") return staffManagerChannelIdsOf(who);
  return [];
}

/** The channels a group admin manages: their groups' channels and those they are staff manager of. */
export function groupAdminChannelIdsOf(who: Pick<ChannelActorRefs, "companyId" | "userId">): SQL {
  const { companyId, userId } = who;
  return sql`
        SELECT c.id FROM channel c
         WHERE c.company_id = ${companyId}
           AND c.group_id IN (SELECT ga.group_id FROM group_admin ga
                               WHERE ga.company_id = ${companyId} AND ga.user_id = ${userId})
        UNION
        SELECT cs.channel_id FROM channel_staff cs
         WHERE cs.company_id = ${companyId} AND cs.user_id = ${userId} AND cs.duty = 'manager'
        ORDER BY 1`;
}

/** The channels a channel manager manages: those where they have the manager duty. */
export function staffManagerChannelIdsOf(who: Pick<ChannelActorRefs, "companyId" | "userId">): SQL {
  const { companyId, userId } = who;
  return sql`
        SELECT cs.channel_id AS id FROM channel_staff cs
         WHERE cs.company_id = ${companyId} AND cs.user_id = ${userId} AND cs.duty = 'manager'
         ORDER BY 1`;
}

/**
 * Channels whose proposed and scheduled posts the actor curates (core §6 "Channel lists for
 * proposed or scheduled feeds: managers see all, group admins their group, simple channel managers
 * only managed channels, others none"). The same set as the managed channels.
 */
export async function curatorChannelIds(
  db: Queryable,
  companyId: string,
  actor: ChannelActor,
): Promise<ChannelIdSet> {
  return managedChannelIds(db, companyId, actor);
}

/** Whether a channel id is in a set that may be "all". */
export const channelSetHas = (set: ChannelIdSet, channelId: string): boolean =>
  set === "all" || set.includes(channelId);
