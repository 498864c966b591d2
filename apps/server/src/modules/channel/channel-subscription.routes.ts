import { CURATOR_ROLES } from "@chorus/shared/access/roles";
import {
  bulkSubscribeResultSchema,
  bulkUnsubscribeResultSchema,
  channelIdParamsSchema,
  channelIdShortParamsSchema,
  channelSchema,
  mySubscriptionBodySchema,
  subscriberBulkBodySchema,
  subscriberCountSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from "@chorus/shared/channel/channel.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
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
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/channel/:id/subscriber/count",
      {
        config: { access: { roles: SUBSCRIBER_READERS } },
        schema: {
          tags: ["channel"],
          summary: "How many users read the channel (its managers and analysts)",
          params: channelIdShortParamsSchema,
          response: { 200: subscriberCountSchema },
        },
      },
      async (request) => countSubscribers(contextOf(request, deps.db), request.params.id),
    );

    app.get(
      "/api/channel/:id/subscriber/list",
      {
        config: { access: { roles: SUBSCRIBER_READERS } },
        schema: {
          tags: ["channel"],
          summary: "One page of the channel's subscribers (its managers and analysts)",
          params: channelIdShortParamsSchema,
          querystring: subscriberListQuerySchema,
          response: { 200: subscriberPageSchema },
        },
      },
      async (request) =>
        listSubscribers(
          contextOf(request, deps.db),
          request.params.id,
          request.query.page,
          request.query.pageSize,
        ),
    );

    app.post(
      "/api/channel/:channelId/subscriber/subscribe",
      {
        config: { access: { roles: CURATOR_ROLES } },
        schema: {
          tags: ["channel"],
          summary: "Subscribe users to the channel (for a private channel: invite them)",
          params: channelIdParamsSchema,
          body: subscriberBulkBodySchema,
          response: { 200: bulkSubscribeResultSchema },
        },
      },
      async (request) =>
        subscribeUsers(contextOf(request, deps.db), request.params.channelId, request.body.userIdList),
    );

    app.post(
      "/api/channel/:channelId/subscriber/unsubscribe",
      {
        config: { access: { roles: CURATOR_ROLES } },
        schema: {
          tags: ["channel"],
          summary: "Unsubscribe users from the channel; essential subscriptions are skipped",
          params: channelIdParamsSchema,
          body: subscriberBulkBodySchema,
          response: { 200: bulkUnsubscribeResultSchema },
        },
      },
      async (request) =>
        unsubscribeUsers(contextOf(request, deps.db), request.params.channelId, request.body.userIdList),
    );

    app.put(
      "/api/user/channel/me/subscribe",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["channel"],
          summary: "Subscribe to a channel (Customize My Feed)",
          body: mySubscriptionBodySchema,
          response: { 200: channelSchema },
        },
      },
      async (request) => subscribeMe(contextOf(request, deps.db), request.body._id),
    );

    app.put(
      "/api/user/channel/me/unsubscribe",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["channel"],
          summary: "Unsubscribe from a channel; essential channels cannot be left",
          body: mySubscriptionBodySchema,
          response: { 200: channelSchema },
        },
      },
      async (request) => unsubscribeMe(contextOf(request, deps.db), request.body._id),
    );
  };
}
