/** What other modules may use from people: the notification settings store (read by notify()). */

/** Group membership facts, owned here and used by every group-scoped module. */
export { findAdministeredGroupIds, findUserGroupId, groupExists } from "./group-membership.repository.ts";
export { notificationSettingsOf } from "./notification-settings.repository.ts";
