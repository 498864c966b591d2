import { defineEndpoint } from "../http/endpoint.ts";
import {
  notificationMarkReadBodySchema,
  notificationMarkReadResponseSchema,
  notificationPageSchema,
  notificationQuerySchema,
} from "./notification.contract.ts";

export const notificationEndpoints = {
  getNotification: defineEndpoint({
    method: "GET",
    path: "/api/notification",
    summary: "The actor's notifications, newest first (page from 1, pageSize up to 100, unreadOnly)",
    query: notificationQuerySchema,
    response: notificationPageSchema,
  }),
  putNotification: defineEndpoint({
    method: "PUT",
    path: "/api/notification",
    summary: "Mark notifications read: { idList } or { all: true }",
    body: notificationMarkReadBodySchema,
    response: notificationMarkReadResponseSchema,
  }),
};
