import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Queryable } from "../../db/client.ts";
import { insertNotifications } from "./notification.repository.ts";

/** One notification for one user. `textHtml` is HTML: the caller escapes what it puts in. */
export interface NewNotification {
  companyId: string;
  userId: string;
  type: string;
  textHtml: string;
  webUrl?: string | null;
  itemTitle?: string | null;
  itemImageUrl?: string | null;
  referencerTitle?: string | null;
  referencerAvatarUrl?: string | null;
}

/**
 * The only way a notification is created. Today every one is an in-app row, written in the
 * caller's transaction so it exists exactly when the change it announces does; the choice of
 * further delivery channels (e-mail, push, real time) belongs here, not in the callers.
 */
export async function notify(
  ctx: { db: Queryable },
  entries: NewNotification | readonly NewNotification[],
): Promise<void> {
  const list: readonly NewNotification[] = Array.isArray(entries) ? entries : [entries as NewNotification];
  if (list.length === 0) return;
  await insertNotifications(
    ctx.db,
    list.map((entry) => ({
      id: newObjectId(),
      companyId: entry.companyId,
      userId: entry.userId,
      type: entry.type,
      textHtml: entry.textHtml,
      webUrl: entry.webUrl ?? null,
      itemTitle: entry.itemTitle ?? null,
      itemImageUrl: entry.itemImageUrl ?? null,
      referencerTitle: entry.referencerTitle ?? null,
      referencerAvatarUrl: entry.referencerAvatarUrl ?? null,
    })),
  );
}
