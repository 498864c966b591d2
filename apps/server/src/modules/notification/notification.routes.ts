import {
  notificationMarkReadBodySchema,
  notificationMarkReadResponseSchema,
  notificationPageSchema,
  notificationQuerySchema,
} from "@chorus/shared/notification/notification.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { listNotifications, markNotificationsRead } from "./notification.service.ts";

export function notificationRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/notification",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["notification"],
          summary: "The actor's notifications, newest first (page from 1, pageSize up to 100, unreadOnly)",
          querystring: notificationQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return listNotifications(contextOf(request, deps.db), request.query);
      },
    );

    app.put(
      "/api/notification",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["notification"],
          summary: "Mark notifications read: { idList } or { all: true }",
          body: notificationMarkReadBodySchema,
          response: { 200: notificationMarkReadResponseSchema },
        },
      },
      async (request) => markNotificationsRead(contextOf(request, deps.db), request.body),
    );
  };
}
