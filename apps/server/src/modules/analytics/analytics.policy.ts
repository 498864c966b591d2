import { isManager } from "@chorus/shared/access/roles";
import type { AnalyticsFilter } from "@chorus/shared/analytics/analytics.contract";
import type { Db, Queryable } from "../../db/client.ts";
import type { Actor } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import {
  administeredGroupIds,
  channelIdsOfGroups,
  findChannel,
  groupExists,
  staffChannelIds,
} from "./scope.repository.ts";

/**
 * What a caller's analytics cover (core §6: Analytics is for admin-level, group admins, channel
 * managers and analysts): managers the whole company; a group admin the groups they administer;
 * a channel manager or analyst the channels they staff.
 */
export type AnalyticsScope =
  | { kind: "company" }
  | { kind: "group"; groupIds: string[] }
  | { kind: "channels"; channelIds: string[] };

export async function analyticsScopeOf(db: Queryable, actor: Actor): Promise<AnalyticsScope | null> {
  if (isManager(actor.role)) return { kind: "company" };
  if (actor.role === "group_admin")
    return { kind: "group", groupIds: await administeredGroupIds(db, actor.companyId, actor.userId) };
  const channelIds = await staffChannelIds(db, actor.companyId, actor.userId);
  return channelIds.length > 0 ? { kind: "channels", channelIds } : null;
}

/** The route gate: who may open analytics at all (the scope then narrows what they see). */
export const analyticsAccess = (db: Db) => ({
  check: async (actor: Actor) => (await analyticsScopeOf(db, actor)) !== null,
});

/** EMV rates are a company setting: admin-level only may change them. */
export const canEditEmvRates = (actor: Actor) => isManager(actor.role);

/**
 * The slice a request reads: the whole company, some groups, or some channels; a filter outside
 * the caller's scope (or of another company) is not found.
 */
export type Slice =
  | { kind: "company" }
  | { kind: "groups"; ids: string[] }
  | { kind: "channels"; ids: string[] };

export async function sliceOf(
  db: Queryable,
  companyId: string,
  scope: AnalyticsScope,
  filter: Pick<AnalyticsFilter, "groupId" | "channelId">,
): Promise<Slice> {
  if (filter.channelId) {
    const channel = await findChannel(db, companyId, filter.channelId);
    if (!channel || !channelInScope(scope, channel)) throw notFound("Channel not found");
    if (filter.groupId && channel.groupId !== filter.groupId) throw notFound("Channel not found");
    return { kind: "channels", ids: [channel.id] };
  }
  if (filter.groupId) {
    if (!(await groupExists(db, companyId, filter.groupId))) throw notFound("Group not found");
    if (scope.kind === "company") return { kind: "groups", ids: [filter.groupId] };
    if (scope.kind === "group") {
      if (!scope.groupIds.includes(filter.groupId)) throw notFound("Group not found");
      return { kind: "groups", ids: [filter.groupId] };
    }
    const inGroup = await channelIdsOfGroups(db, companyId, [filter.groupId]);
    return { kind: "channels", ids: scope.channelIds.filter((id) => inGroup.includes(id)) };
  }
  if (scope.kind === "company") return { kind: "company" };
  if (scope.kind === "group") return { kind: "groups", ids: scope.groupIds };
  return { kind: "channels", ids: scope.channelIds };
}

function channelInScope(scope: AnalyticsScope, channel: { id: string; groupId: string | null }): boolean {
  if (scope.kind === "company") return true;
  if (scope.kind === "group") return channel.groupId !== null && scope.groupIds.includes(channel.groupId);
  return scope.channelIds.includes(channel.id);
}
