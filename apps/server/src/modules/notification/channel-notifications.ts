import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import type { Queryable } from "../../db/client.ts";
import { notificationText } from "./notification-text.ts";
import { notify } from "./notify.ts";
import { audienceOfNewChannel } from "./recipient.repository.ts";

/**
 * new_channel_created (core §3): a public channel was created; the people who may follow it are
 * told, and clicking opens the channel modal searching its name (core §4). Private channels are
 * announced to nobody: only their invited members may see them.
 */
export async function notifyNewChannel(
  db: Queryable,
  created: {
    companyId: string;
    channelId: string;
    name: string;
    groupId: string | null;
    isPrivate: boolean;
    createdBy: string;
  },
): Promise<void> {
  if (created.isPrivate) return;
  const audience = await audienceOfNewChannel(db, created.companyId, created.groupId, created.createdBy);
  await notify(
    { db },
    audience.map((userId) => ({
      companyId: created.companyId,
      userId,
      type: NOTIFICATION_TYPES.newChannelCreated,
      textHtml: notificationText("channelCreated", { channel: created.name }),
      webUrl: null,
      itemTitle: created.name,
    })),
  );
}
