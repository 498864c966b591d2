import type { Team } from "@chorus/shared/people/team.contract";
import type { TeamWithGroup } from "./team.repository.ts";

/** Row → the spec's Team (access §3); channel id lists under the spec's names. */
export function presentTeam(row: TeamWithGroup): Team {
  return {
    _id: row.id,
    name: row.name,
    groupId: row.groupId,
    groupName: row.groupName,
    level: row.level === 2 ? 2 : 1,
    memberCount: row.memberCount,
    mandatoryChannelList: row.mandatoryChannelIdList,
    recommendedChannelList: row.recommendedChannelIdList,
    isLabEnabled: row.isLabEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}
