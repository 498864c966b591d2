import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import {
  companyNotificationParamsSchema,
  companyNotificationSettingsSchema,
  notificationImmediateQuerySchema,
  notificationImmediateResponseSchema,
  notificationMarkReadBodySchema,
  notificationMarkReadResponseSchema,
  notificationPageSchema,
  notificationQuerySchema,
  okResponseSchema,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from "./notification.contract.ts";

export const notificationEndpoints = {
  getNotification: defineEndpoint({
    method: "GET",
    path: "/api/notification",
    summary:
      "The actor's notifications, newest first (keyset: cursor from nextCursor, pageSize up to 100, unreadOnly)",
    query: notificationQuerySchema,
    response: notificationPageSchema,
  }),
  putNotification: defineEndpoint({
    method: "PUT",
    path: "/api/notification",
    summary: "Mark notifications read: { idList } (one or several) or { all: true }",
    body: notificationMarkReadBodySchema,
    response: notificationMarkReadResponseSchema,
  }),
  postImmediate: defineEndpoint({
    method: "POST",
    path: "/api/notification/immediate",
    summary:
      "An admin sends a published post's notification (in-app and push) to its channels' subscribers now",
    query: notificationImmediateQuerySchema,
    response: notificationImmediateResponseSchema,
  }),
  getPushKey: defineEndpoint({
    method: "GET",
    path: "/api/notification/push/key",
    summary: "The deployment's VAPID public key, for PushManager.subscribe",
    response: pushKeyResponseSchema,
  }),
  postPushSubscription: defineEndpoint({
    method: "POST",
    path: "/api/notification/push/subscription",
    summary: "Register this browser's push subscription for the actor",
    body: pushSubscriptionBodySchema,
    response: okResponseSchema,
  }),
  deletePushSubscription: defineEndpoint({
    method: "DELETE",
    path: "/api/notification/push/subscription",
    summary: "Forget this browser's push subscription",
    body: pushUnsubscribeBodySchema,
    response: okResponseSchema,
  }),
  getCompanySettings: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/notification",
    summary: "The company's notification limits (fatigue control)",
    tag: "notification",
    params: companyNotificationParamsSchema,
    response: companyNotificationSettingsSchema,
  }),
  putCompanySettings: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/notification",
    summary:
      "Set the company's notification limits: pushes and e-mails per user and day, the rest in a daily digest",
    tag: "notification",
    params: companyNotificationParamsSchema,
    body: companyNotificationSettingsSchema,
    response: companyNotificationSettingsSchema,
  }),
};

/** The per-user event stream (Server-Sent Events): an EventSource opens it. */
export const notificationBrowserRoutes = {
  events: defineBrowserRoute({
    method: "GET",
    path: "/api/events",
    answers: "stream",
    produces: ["text/event-stream"],
    tag: "notification",
    summary:
      "Server-Sent Events of the actor: notification (id = resume position), counters, posts, ready; Last-Event-ID resumes",
  }),
};
