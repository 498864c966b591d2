/** What other features may use from notifications: the bell, the settings form and the query keys. */
export { notificationKeys } from "./api.ts";
export { NotificationBell } from "./components/NotificationBell.tsx";
export { NotificationSettingsForm } from "./components/NotificationSettingsForm.tsx";
export { PUSH_WORKER_URL } from "./push-worker.ts";
