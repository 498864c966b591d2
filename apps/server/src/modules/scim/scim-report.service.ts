import { newObjectId } from "@chorus/shared/ids/object-id";
import type { NotificationType } from "@chorus/shared/notification/notification-types";
import type { Db } from "../../db/client.ts";
import { notify } from "../notification/index.ts";
import { adErrorText, adErrorTitle, type DirectoryFailureText } from "./ad-error-text.ts";
import { activeAdminIds, insertError, wasNotifiedSince } from "./scim.repository.ts";

/** An IdP retries a failing call for hours: admins hear of each kind of failure at most once an hour. */
const NOTICE_EVERY_MS = 60 * 60_000;
/** The tab lists recent failures; older ones are forgotten. */
const KEEP_ERRORS_MS = 90 * 24 * 60 * 60_000;

/**
 * A directory failure: kept for the Active Directory tab, and told to the company's admins as the
 * ad_error_* notification of its kind (core §3) through notify, in a transaction of its own (the
 * failed call's own was rolled back).
 */
export async function reportDirectoryFailure(
  db: Db,
  input: {
    companyId: string;
    type: NotificationType;
    /** Kept as it is for the Active Directory tab. */
    message: string;
    /** The notification's sentence when it is ours (see adErrorText). */
    text?: DirectoryFailureText;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const quiet = await wasNotifiedSince(
      tx,
      input.companyId,
      input.type,
      new Date(input.now.getTime() - NOTICE_EVERY_MS),
    );
    await insertError(
      tx,
      {
        id: newObjectId(input.now),
        companyId: input.companyId,
        type: input.type,
        message: input.message.slice(0, 500),
        notified: !quiet,
        createdAt: input.now,
      },
      new Date(input.now.getTime() - KEEP_ERRORS_MS),
    );
    if (quiet) return;
    const admins = await activeAdminIds(tx, input.companyId);
    await notify(
      { db: tx },
      admins.map((userId) => ({
        companyId: input.companyId,
        userId,
        type: input.type,
        itemTitle: adErrorTitle,
        textHtml: adErrorText(input.type, input.message.slice(0, 500), input.text),
        webUrl: `/company/${input.companyId}?tab=activeDirectory`,
      })),
    );
  });
}
