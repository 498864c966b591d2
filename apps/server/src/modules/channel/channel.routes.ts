import { CURATOR_ROLES, MANAGER_ROLES } from "@chorus/shared/access/roles";
import {
  channelCreateBodySchema,
  channelIdParamsSchema,
  channelIdShortParamsSchema,
  channelListQuerySchema,
  channelListResponseSchema,
  channelSchema,
  channelStatusBodySchema,
  channelUpdateBodySchema,
} from "@chorus/shared/channel/channel.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  createChannel,
  getChannel,
  listChannels,
  setChannelStatus,
  updateChannel,
} from "./channel.service.ts";
import { channelDefaultRoutes } from "./channel-default.routes.ts";
import { channelSubscriptionRoutes } from "./channel-subscription.routes.ts";

/** Who may reach the editing routes at all; which channel they may edit is the policy's question. */

/** Channels, subscriptions and default channels (catalogue: Channel; company and group defaults). */
export function channelRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/channel",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["channel"],
          summary: "The channels the user sees, flat or grouped by group, each from the user's point of view",
          querystring: channelListQuerySchema,
          response: { 200: channelListResponseSchema },
        },
      },
      async (request) => listChannels(contextOf(request, deps.db), request.query),
    );

    app.post(
      "/api/channel",
      {
        config: { access: { roles: [...MANAGER_ROLES, "group_admin"] } },
        schema: {
          tags: ["channel"],
          summary: "Create a channel (managers; group admins in their own group)",
          body: channelCreateBodySchema,
          response: { 200: channelSchema },
        },
      },
      async (request) => createChannel(contextOf(request, deps.db), request.body),
    );

    app.get(
      "/api/channel/:id",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["channel"],
          summary: "One channel the user sees",
          params: channelIdShortParamsSchema,
          response: { 200: channelSchema },
        },
      },
      async (request) => getChannel(contextOf(request, deps.db), request.params.id),
    );

    app.put(
      "/api/channel/:channelId",
      {
        config: { access: { roles: CURATOR_ROLES } },
        schema: {
          tags: ["channel"],
          summary: "Edit a channel (channel managers: name and description only)",
          params: channelIdParamsSchema,
          body: channelUpdateBodySchema,
          response: { 200: channelSchema },
        },
      },
      async (request) => updateChannel(contextOf(request, deps.db), request.params.channelId, request.body),
    );

    app.put(
      "/api/channel/:channelId/status",
      {
        config: { access: { roles: CURATOR_ROLES } },
        schema: {
          tags: ["channel"],
          summary: "Switch a channel on or off",
          params: channelIdParamsSchema,
          body: channelStatusBodySchema,
          response: { 200: channelSchema },
        },
      },
      async (request) =>
        setChannelStatus(contextOf(request, deps.db), request.params.channelId, request.body.isActive),
    );

    await app.register(channelSubscriptionRoutes(deps));
    await app.register(channelDefaultRoutes(deps));
  };
}
