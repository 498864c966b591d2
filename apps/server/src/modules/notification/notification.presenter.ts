import type { Notification } from "@chorus/shared/notification/notification.contract";
import type { NotificationRow } from "./notification.repository.ts";

/** A row as core §3 Notification. */
export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  isRead: row.isRead,
  dateTime: row.createdAt.toISOString(),
  textHtml: row.textHtml,
  webUrl: row.webUrl,
  itemTitle: row.itemTitle,
  itemImageUrl: row.itemImageUrl,
  referencerTitle: row.referencerTitle,
  referencerAvatarUrl: row.referencerAvatarUrl,
});
