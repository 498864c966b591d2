import { defineEndpoint } from "../http/endpoint.ts";
import { teamListQuerySchema, teamListSchema } from "./team.contract.ts";

/** The team calls the web makes (the server registers the team routes itself, people module). */
export const teamEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/team",
    summary:
      "Teams: managers see all (or one group's), others their own group's and the groups they administer",
    query: teamListQuerySchema,
    response: teamListSchema,
  }),
};
