/** What other modules may use from notifications: `notify` is the only writer of notification rows. */

export { notifyNewChannel } from "./channel-notifications.ts";
export { dailyMailLimitOf, mayMailToday } from "./fatigue.ts";
export { notificationRoutes } from "./notification.routes.ts";
export { type NotificationText, notificationText, notificationTitle } from "./notification-text.ts";
export { announcePostCountsChanged, type NewNotification, notify } from "./notify.ts";
