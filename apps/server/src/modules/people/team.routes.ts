import { teamEndpoints as endpoints } from "@chorus/shared/people/team.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
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
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.list, { access: "signedIn" }, (ctx, { query }) => listTeams(ctx, query));
    serve(endpoints.create, peopleAdmins, (ctx, { body }) => createTeam(ctx, body));
    serve(endpoints.bulk, peopleAdmins, (ctx, { body }) => bulkEditTeams(ctx, body));
    serve(endpoints.detail, peopleAdmins, (ctx, { params }) => getTeam(ctx, params.teamId));
    serve(endpoints.update, peopleAdmins, (ctx, { params, body }) => editTeam(ctx, params.teamId, body));
    serve(endpoints.remove, peopleAdmins, (ctx, { params }) => removeTeam(ctx, params.teamId));
    serve(endpoints.addMembers, peopleAdmins, (ctx, { params, body }) =>
      addTeamMembers(ctx, params.teamId, body.userIdList),
    );
    serve(endpoints.removeMembers, peopleAdmins, (ctx, { params, body }) =>
      removeTeamMembers(ctx, params.teamId, body),
    );
    serve(endpoints.members, peopleAdmins, (ctx, { params, query }) =>
      listTeamMembers(ctx, params.teamId, query),
    );
  };
}
