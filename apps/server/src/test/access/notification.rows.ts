import { notificationCompanySetting } from "../../db/schema/index.ts";
import { type AccessRow, MANAGERS } from "./principals.ts";

/** Notifications: the bell's list, the event stream, Web Push subscriptions, the company's limits. */
export const notificationRows: AccessRow[] = [
  { method: "GET", route: "/api/notification", allowed: "signedIn" },
  { method: "PUT", route: "/api/notification", body: () => ({ all: true }), allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/notification/immediate",
    url: (f) => `/api/notification/immediate?postId=${f.posts.published}`,
    allowed: MANAGERS,
  },
  // Without Accept: text/event-stream the stream answers its current state and ends.
  { method: "GET", route: "/api/events", allowed: "signedIn" },
  { method: "GET", route: "/api/notification/push/key", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/notification/push/subscription",
    body: (f) => ({
      endpoint: `https://push.example.com/send/${f.principal}-${Math.random().toString(36).slice(2)}`,
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    }),
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/notification/push/subscription",
    body: () => ({ endpoint: "https://push.example.com/send/none" }),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/company/:companyId/notification",
    url: (f) => `/api/company/${f.companyId}/notification`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/notification",
    url: (f) => `/api/company/${f.companyId}/notification`,
    body: () => ({ maxPushesAndEmailsPerDay: 3 }),
    isolate: [notificationCompanySetting],
    allowed: MANAGERS,
  },
];
