import { newObjectId } from "@chorus/shared/ids/object-id";
import { deliveryOf, type NotificationType } from "@chorus/shared/notification/notification-types";
import type { Queryable } from "../../db/client.ts";
import { notificationSettingsOf } from "../people/index.ts";
import { publishFanout } from "./events/fanout.repository.ts";
import { insertNotifications, type NotificationInsert } from "./notification.repository.ts";
import type { NotificationText } from "./notification-text.ts";
import { usersWithPushSubscription } from "./push-subscription.repository.ts";
import { recipientLanguagesOf } from "./recipient-language.repository.ts";

/**
 * One notification for one user. `textHtml` is HTML: the caller escapes what it puts in. A
 * function (see notificationText) is written in the recipient's platform language; a string is
 * stored as it is (texts that someone typed for the recipient).
 */
export interface NewNotification {
  companyId: string;
  userId: string;
  /** One of NOTIFICATION_TYPES (accepted_invitation, share_stat, …); its category picks the channels. */
  type: NotificationType | (string & {});
  textHtml: string | NotificationText;
  webUrl?: string | null;
  /** Plain text; a function (see notificationTitle) is written in the recipient's platform language. */
  itemTitle?: string | NotificationText | null;
  itemImageUrl?: string | null;
  referencerTitle?: string | null;
  referencerAvatarUrl?: string | null;
}

/**
 * The only way a notification is created, written in the caller's transaction so it exists
 * exactly when the change it announces does. Here, and only here, each recipient's settings
 * (per category: in-app, e-mail, push) decide how it travels: a row when any channel wants it,
 * marked for external delivery when e-mail or push does. The NOTIFY sent in the same transaction
 * reaches every app process at commit: open event streams show it at once, and one process
 * delivers the push and e-mail (notification.delivery.ts).
 */
export async function notify(
  ctx: { db: Queryable },
  entries: NewNotification | readonly NewNotification[],
): Promise<void> {
  const list: readonly NewNotification[] = Array.isArray(entries) ? entries : [entries as NewNotification];
  if (list.length === 0) return;
  const byCompany = new Map<string, NewNotification[]>();
  for (const entry of list)
    byCompany.set(entry.companyId, [...(byCompany.get(entry.companyId) ?? []), entry]);
  for (const [companyId, group] of byCompany) await notifyCompany(ctx.db, companyId, group);
}

async function notifyCompany(db: Queryable, companyId: string, entries: readonly NewNotification[]) {
  const userIds = entries.map((entry) => entry.userId);
  const settings = await notificationSettingsOf(db, companyId, userIds);
  // A push is wanted only where a browser can receive it.
  const pushable = await usersWithPushSubscription(db, companyId, userIds);
  const languages = entries.some(
    (entry) => typeof entry.textHtml === "function" || typeof entry.itemTitle === "function",
  )
    ? await recipientLanguagesOf(db, companyId, userIds)
    : new Map<string, string>();
  const rows: NotificationInsert[] = [];
  for (const entry of entries) {
    const language = languages.get(entry.userId) ?? "en";
    const userSettings = settings.get(entry.userId);
    // Not a (still active) user of this company: nobody to tell.
    if (!userSettings) continue;
    const chosen = deliveryOf(userSettings, entry.type);
    const channels = { ...chosen, push: chosen.push && pushable.has(entry.userId) };
    if (!channels.inApp && !channels.email && !channels.push) continue;
    rows.push({
      id: newObjectId(),
      companyId,
      userId: entry.userId,
      type: entry.type,
      textHtml: typeof entry.textHtml === "function" ? entry.textHtml(language) : entry.textHtml,
      webUrl: entry.webUrl ?? null,
      itemTitle:
        typeof entry.itemTitle === "function" ? entry.itemTitle(language) : (entry.itemTitle ?? null),
      itemImageUrl: entry.itemImageUrl ?? null,
      referencerTitle: entry.referencerTitle ?? null,
      referencerAvatarUrl: entry.referencerAvatarUrl ?? null,
      inApp: channels.inApp,
      wantsPush: channels.push,
      wantsEmail: channels.email,
      deliveryPending: channels.push || channels.email,
    });
  }
  if (rows.length === 0) return;
  const written = await insertNotifications(db, rows);
  await publishFanout(db, {
    k: "n",
    c: companyId,
    n: written.map((row) => [row.id, row.userId]),
    d: written.filter((row) => row.deliveryPending).map((row) => row.id),
  });
}

/** A user's unread count changed without a new notification (read elsewhere): their streams update. */
export async function announceCountersChanged(db: Queryable, companyId: string, userIds: readonly string[]) {
  if (userIds.length > 0) await publishFanout(db, { k: "read", c: companyId, u: [...userIds] });
}

/**
 * A company's post counts changed (a post published, proposed, scheduled, archived): every open
 * stream of the company is told to refresh the Posts menu counts. Call it in the transaction
 * that made the change.
 */
export async function announcePostCountsChanged(db: Queryable, companyId: string): Promise<void> {
  await publishFanout(db, { k: "posts", c: companyId });
}
