import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import {
  defaultChannelsResponseSchema,
  defaultChannelsSchema,
} from "@chorus/shared/channel/channel.contract";
import { objectIdSchema } from "@chorus/shared/ids/object-id";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  getGroupDefaultChannels,
  setCompanyDefaultChannels,
  setGroupDefaultChannels,
} from "./channel-default.service.ts";

const companyParams = z.object({ companyId: objectIdSchema });
const groupParams = z.object({ groupId: objectIdSchema });

/** Channels new members are subscribed to: the company's and each group's. */
export function channelDefaultRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.put(
      "/api/company/:companyId/channel/default",
      {
        config: { access: { roles: MANAGER_ROLES } },
        schema: {
          tags: ["channel", "company"],
          summary: "Set the company's default channels (admin-level)",
          params: companyParams,
          body: defaultChannelsSchema,
          response: { 200: defaultChannelsResponseSchema },
        },
      },
      async (request) =>
        setCompanyDefaultChannels(contextOf(request, deps.db), request.params.companyId, request.body),
    );

    app.get(
      "/api/group/:groupId/channel/default",
      {
        config: { access: { roles: [...MANAGER_ROLES, "group_admin"] } },
        schema: {
          tags: ["channel", "group"],
          summary: "The group's default channels",
          params: groupParams,
          response: { 200: defaultChannelsResponseSchema },
        },
      },
      async (request) => getGroupDefaultChannels(contextOf(request, deps.db), request.params.groupId),
    );

    app.put(
      "/api/group/:groupId/channel/default",
      {
        config: { access: { roles: [...MANAGER_ROLES, "group_admin"] } },
        schema: {
          tags: ["channel", "group"],
          summary: "Replace the group's default channels",
          params: groupParams,
          body: defaultChannelsSchema,
          response: { 200: defaultChannelsResponseSchema },
        },
      },
      async (request) =>
        setGroupDefaultChannels(contextOf(request, deps.db), request.params.groupId, request.body),
    );
  };
}
