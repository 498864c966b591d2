import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { groupIdParamsSchema } from "./group.contract.ts";

/**
 * A group's visibility (catalogue: GET and PUT /group/{groupId}/visibility): which other groups'
 * colleagues its members see in the employee directory. `isRestricted` false: the whole company
 * (the default); true: their own group plus `visibleGroupIdList`.
 */
export const groupVisibilitySchema = z.object({
  isRestricted: z.boolean(),
  visibleGroupIdList: z.array(objectIdSchema).max(500),
});
export type GroupVisibility = z.infer<typeof groupVisibilitySchema>;

export const groupVisibilityEndpoints = {
  read: defineEndpoint({
    method: "GET",
    path: "/api/group/{groupId}/visibility",
    summary: "Which groups' colleagues the group's members see in the directory",
    params: groupIdParamsSchema,
    response: groupVisibilitySchema,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/group/{groupId}/visibility",
    summary: "Save the group's visibility (isRestricted, visibleGroupIdList: groups of the company)",
    params: groupIdParamsSchema,
    body: groupVisibilitySchema,
    response: groupVisibilitySchema,
  }),
};
