import { notificationEndpoints as endpoints } from "@chorus/shared/notification/notification.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { listNotifications, markNotificationsRead } from "./notification.service.ts";

export function notificationRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.getNotification, { access: "signedIn" }, (ctx, request, reply) => {
      reply.header("cache-control", "no-store");
      return listNotifications(ctx, request.query);
    });

    serve(endpoints.putNotification, { access: "signedIn" }, (ctx, request) =>
      markNotificationsRead(ctx, request.body),
    );
  };
}
