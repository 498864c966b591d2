import { CURATOR_ROLES, MANAGER_ROLES } from "@chorus/shared/access/roles";
import { channelEndpoints as endpoints } from "@chorus/shared/channel/channel.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  createChannel,
  getChannel,
  listChannels,
  setChannelStatus,
  updateChannel,
} from "./channel.service.ts";
import { channelDefaultRoutes } from "./channel-default.routes.ts";
import { channelSubscriptionRoutes } from "./channel-subscription.routes.ts";

/** Channels, subscriptions and default channels (catalogue: Channel; company and group defaults). */
export function channelRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;
    // Who may reach the editing routes at all; which channel they may edit is the policy's question.
    const curators = { access: { roles: CURATOR_ROLES } };

    serve(endpoints.list, signedIn, (ctx, { query }) => listChannels(ctx, query));
    serve(endpoints.create, { access: { roles: [...MANAGER_ROLES, "group_admin"] } }, (ctx, { body }) =>
      createChannel(ctx, body),
    );
    serve(endpoints.detail, signedIn, (ctx, { params }) => getChannel(ctx, params.id));
    serve(endpoints.update, curators, (ctx, { params, body }) => updateChannel(ctx, params.channelId, body));
    serve(endpoints.setStatus, curators, (ctx, { params, body }) =>
      setChannelStatus(ctx, params.channelId, body.isActive),
    );

    await app.register(channelSubscriptionRoutes(deps));
    await app.register(channelDefaultRoutes(deps));
  };
}
