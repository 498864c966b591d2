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
} from "@chorus/shared/people/team.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { peopleAdmins } from "./people.scope.ts";
import {
  addTeamMembers,
  bulkEditTeams,
  createTeam,
  editTeam,
  getTeam,
  listTeamMembers,
  listTeams,
  removeTeam,
  removeTeamMembers,
} from "./team.service.ts";

/** Teams administration: managers anywhere, group admins in their own group. */
export function teamRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ["team"];

    app.get(
      "/api/team",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary:
            "Teams: managers see all (or one group's), others their own group's and the groups they administer",
          querystring: teamListQuerySchema,
          response: { 200: teamListSchema },
        },
      },
      async (request) => listTeams(contextOf(request, deps.db), request.query),
    );

    app.post(
      "/api/team",
      {
        config: peopleAdmins,
        schema: { tags, summary: "Create a team", body: teamCreateBodySchema, response: { 200: teamSchema } },
      },
      async (request) => createTeam(contextOf(request, deps.db), request.body),
    );

    app.post(
      "/api/team_bulk",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Change several teams at once (all or none)",
          body: teamBulkBodySchema,
          response: { 200: z.object({ teamList: z.array(teamSchema) }) },
        },
      },
      async (request) => bulkEditTeams(contextOf(request, deps.db), request.body),
    );

    app.get(
      "/api/team/:teamId",
      {
        config: peopleAdmins,
        schema: { tags, summary: "One team", params: teamIdParamsSchema, response: { 200: teamSchema } },
      },
      async (request) => getTeam(contextOf(request, deps.db), request.params.teamId),
    );

    app.put(
      "/api/team/:teamId",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Rename a team, change its onboarding level or channels",
          params: teamIdParamsSchema,
          body: teamUpdateBodySchema,
          response: { 200: teamSchema },
        },
      },
      async (request) => editTeam(contextOf(request, deps.db), request.params.teamId, request.body),
    );

    app.delete(
      "/api/team/:teamId",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Delete a team; its members stay in their group",
          params: teamIdParamsSchema,
          response: { 200: teamDeletedSchema },
        },
      },
      async (request) => removeTeam(contextOf(request, deps.db), request.params.teamId),
    );

    app.post(
      "/api/team/:teamId/member/add",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Add members of the team's group to the team",
          params: teamIdParamsSchema,
          body: teamMemberAddBodySchema,
          response: { 200: teamMemberChangeSchema },
        },
      },
      async (request) =>
        addTeamMembers(contextOf(request, deps.db), request.params.teamId, request.body.userIdList),
    );

    app.delete(
      "/api/team/:teamId/member/remove",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Remove members from the team (userIdList, or selectAll)",
          params: teamIdParamsSchema,
          body: teamMemberRemoveBodySchema,
          response: { 200: teamMemberChangeSchema },
        },
      },
      async (request) => removeTeamMembers(contextOf(request, deps.db), request.params.teamId, request.body),
    );

    app.get(
      "/api/team/:teamId/member/list",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "The team's members, a keyset page at a time (fromId, lastSortValue) or all with isFull",
          params: teamIdParamsSchema,
          querystring: teamMemberListQuerySchema,
          response: { 200: teamMemberListSchema },
        },
      },
      async (request) => listTeamMembers(contextOf(request, deps.db), request.params.teamId, request.query),
    );
  };
}
