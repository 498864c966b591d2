import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import {
  teamBulkBodySchema,
  teamCreateBodySchema,
  teamDeletedSchema,
  teamIdParamsSchema,
  teamListQuerySchema,
  teamListSchema,
  teamMemberAddBodySchema,
  teamMemberChangeSchema,
  teamMemberListQuerySchema,
  teamMemberListSchema,
  teamMemberRemoveBodySchema,
  teamSchema,
  teamUpdateBodySchema,
} from "./team.contract.ts";

/** The catalogue's Teams calls (the path parameter keeps one name, teamId, across them). */
export const teamEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/team",
    summary:
      "Teams: managers see all (or one group's), others their own group's and the groups they administer",
    query: teamListQuerySchema,
    response: teamListSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/team",
    summary: "Create a team",
    body: teamCreateBodySchema,
    response: teamSchema,
  }),
  bulk: defineEndpoint({
    method: "POST",
    path: "/api/team_bulk",
    summary: "Change several teams at once (all or none)",
    body: teamBulkBodySchema,
    response: z.object({ teamList: z.array(teamSchema) }),
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/team/{teamId}",
    summary: "One team",
    params: teamIdParamsSchema,
    response: teamSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/team/{teamId}",
    summary: "Rename a team, change its onboarding level or channels",
    params: teamIdParamsSchema,
    body: teamUpdateBodySchema,
    response: teamSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/team/{teamId}",
    summary: "Delete a team; its members stay in their group",
    params: teamIdParamsSchema,
    response: teamDeletedSchema,
  }),
  addMembers: defineEndpoint({
    method: "POST",
    path: "/api/team/{teamId}/member/add",
    summary: "Add members of the team's group to the team",
    params: teamIdParamsSchema,
    body: teamMemberAddBodySchema,
    response: teamMemberChangeSchema,
  }),
  removeMembers: defineEndpoint({
    method: "DELETE",
    path: "/api/team/{teamId}/member/remove",
    summary: "Remove members from the team (userIdList, or selectAll)",
    params: teamIdParamsSchema,
    body: teamMemberRemoveBodySchema,
    response: teamMemberChangeSchema,
  }),
  members: defineEndpoint({
    method: "GET",
    path: "/api/team/{teamId}/member/list",
    summary: "The team's members, a keyset page at a time (fromId, lastSortValue) or all with isFull",
    params: teamIdParamsSchema,
    query: teamMemberListQuerySchema,
    response: teamMemberListSchema,
  }),
};
