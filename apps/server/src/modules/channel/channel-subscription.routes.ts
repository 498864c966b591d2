import { CURATOR_ROLES } from "@chorus/shared/access/roles";
import { channelEndpoints as endpoints } from "@chorus/shared/channel/channel.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  countSubscribers,
  listSubscribers,
  subscribeMe,
  subscribeUsers,
  unsubscribeMe,
  unsubscribeUsers,
} from "./channel-subscription.service.ts";

const SUBSCRIBER_READERS = [...CURATOR_ROLES, "channel_analyst"] as const;

export function channelSubscriptionRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const readers = { access: { roles: SUBSCRIBER_READERS } };
    const curators = { access: { roles: CURATOR_ROLES } };
    const signedIn = { access: "signedIn" } as const;

    serve(endpoints.subscriberCount, readers, (ctx, { params }) => countSubscribers(ctx, params.id));
    serve(endpoints.subscriberList, readers, (ctx, { params, query }) =>
      listSubscribers(ctx, params.id, query.page, query.pageSize),
    );
    serve(endpoints.subscribeUsers, curators, (ctx, { params, body }) =>
      subscribeUsers(ctx, params.channelId, body.userIdList),
    );
    serve(endpoints.unsubscribeUsers, curators, (ctx, { params, body }) =>
      unsubscribeUsers(ctx, params.channelId, body.userIdList),
    );
    serve(endpoints.subscribeMe, signedIn, (ctx, { body }) => subscribeMe(ctx, body._id));
    serve(endpoints.unsubscribeMe, signedIn, (ctx, { body }) => unsubscribeMe(ctx, body._id));
  };
}
