import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { notificationEndpoints as endpoints } from "@chorus/shared/notification/notification.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  listNotifications,
  markNotificationsRead,
  readCompanySettings,
  sendImmediately,
  updateCompanySettings,
} from "./notification.service.ts";
import { pushPublicKey, subscribePush, unsubscribePush } from "./push.service.ts";

const adminLevel = { access: { roles: MANAGER_ROLES } } as const;

export function notificationRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve, route } = endpointRouter(app, deps);

    serve(endpoints.getNotification, { access: "signedIn" }, (ctx, request, reply) => {
      reply.header("cache-control", "no-store");
      return listNotifications(ctx, request.query);
    });
    serve(endpoints.putNotification, { access: "signedIn" }, (ctx, request) =>
      markNotificationsRead(ctx, request.body),
    );
    serve(endpoints.postImmediate, adminLevel, (ctx, request) => sendImmediately(ctx, request.query.postId));

    route(endpoints.getPushKey, { access: "signedIn" }, () => pushPublicKey(deps));
    serve(endpoints.postPushSubscription, { access: "signedIn" }, (ctx, request) =>
      subscribePush(ctx, deps, request.body),
    );
    serve(endpoints.deletePushSubscription, { access: "signedIn" }, (ctx, request) =>
      unsubscribePush(ctx, request.body.endpoint),
    );

    serve(endpoints.getCompanySettings, adminLevel, (ctx, request) =>
      readCompanySettings(ctx, request.params.companyId),
    );
    serve(endpoints.putCompanySettings, adminLevel, (ctx, request) =>
      updateCompanySettings(ctx, request.params.companyId, request.body),
    );
  };
}
