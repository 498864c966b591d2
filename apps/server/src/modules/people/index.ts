/** What other modules may use from people: the notification settings store (read by notify()). */
export { notificationSettingsOf } from "./notification-settings.repository.ts";
