import { CONTENT_FEED_MAX_FAILURES } from "@chorus/shared/integrations/integrations.contract";
import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { notificationText, notify } from "../notification/index.ts";
import { createImportedProposal } from "../post/index.ts";
import {
  type ContentFeedRow,
  claimItem,
  companyAdminIds,
  countImported,
  knownItemKeys,
  setItemPost,
  updateFeed,
} from "./content-import.repository.ts";
import { FeedPollError, pollFeed } from "./feed-reader.ts";

/** A healthy feed is read every 30 minutes. */
export const FEED_POLL_INTERVAL_MS = 30 * 60_000;
/** At most this many new items become proposals per poll (a first poll of a long feed takes the newest). */
export const MAX_ITEMS_PER_POLL = 20;

/** After the nth failure in a row: 5 min, 10, 20, 40 … capped at 6 hours. */
export const backoffMs = (failures: number) =>
  Math.min(5 * 60_000 * 2 ** Math.max(0, failures - 1), 6 * 3_600_000);

export interface PollOutcome {
  imported: number;
  state: "imported" | "notModified" | "failed" | "disabled";
}

/**
 * One poll of one feed: a conditional GET; each entry not seen before becomes a proposed post in
 * the feed's channel (the item key is claimed in the same transaction, so it is never imported
 * twice); the validators are kept. A failure backs off; the CONTENT_FEED_MAX_FAILURES-th in a row
 * disables the feed and tells the company's admins.
 */
export async function pollOneFeed(
  deps: Pick<AppDeps, "outbound" | "clock">,
  db: Db,
  log: FastifyBaseLogger,
  feed: ContentFeedRow,
): Promise<PollOutcome> {
  const now = deps.clock.now();
  let poll: Awaited<ReturnType<typeof pollFeed>>;
  try {
    poll = await pollFeed(feed.url, { etag: feed.etag, lastModified: feed.lastModified }, deps.outbound);
  } catch (error) {
    if (!(error instanceof FeedPollError)) throw error;
    return recordFailure(db, log, feed, error.message, now);
  }
  if (poll.kind === "notModified") {
    await updateFeed(db, feed.companyId, feed.id, {
      lastPolledAt: now,
      nextPollAt: new Date(now.getTime() + FEED_POLL_INTERVAL_MS),
      failureCount: 0,
      lastError: null,
    });
    return { imported: 0, state: "notModified" };
  }
  const known = await knownItemKeys(
    db,
    feed.companyId,
    feed.id,
    poll.entries.map((e) => e.key),
  );
  const fresh = poll.entries.filter((e) => !known.has(e.key)).slice(-MAX_ITEMS_PER_POLL);
  let imported = 0;
  await db.transaction(async (tx) => {
    for (const entry of fresh) {
      if (!(await claimItem(tx, feed.companyId, feed.id, entry.key))) continue;
      const postId = await createImportedProposal(tx, {
        companyId: feed.companyId,
        authorId: feed.createdBy,
        channelId: feed.channelId,
        title: entry.title,
        html: entry.html,
        url: entry.url,
      });
      await setItemPost(tx, feed.companyId, feed.id, entry.key, postId);
      if (postId) imported++;
    }
    if (imported > 0) await countImported(tx, feed.companyId, feed.id, imported);
    await updateFeed(tx, feed.companyId, feed.id, {
      etag: poll.etag,
      lastModified: poll.lastModified,
      lastPolledAt: now,
      nextPollAt: new Date(now.getTime() + FEED_POLL_INTERVAL_MS),
      failureCount: 0,
      lastError: null,
    });
  });
  log.info({ feedId: feed.id, imported }, "content feed polled");
  return { imported, state: "imported" };
}

async function recordFailure(
  db: Db,
  log: FastifyBaseLogger,
  feed: ContentFeedRow,
  message: string,
  now: Date,
): Promise<PollOutcome> {
  const failures = feed.failureCount + 1;
  const disable = failures >= CONTENT_FEED_MAX_FAILURES;
  log.warn({ feedId: feed.id, failures, reason: message }, "content feed poll failed");
  await db.transaction(async (tx) => {
    await updateFeed(tx, feed.companyId, feed.id, {
      lastPolledAt: now,
      failureCount: failures,
      lastError: message,
      nextPollAt: new Date(now.getTime() + backoffMs(failures)),
      ...(disable ? { disabledAt: now } : {}),
    });
    if (!disable) return;
    const name = feed.name || feed.url;
    const admins = await companyAdminIds(tx, feed.companyId);
    await notify(
      { db: tx },
      admins.map((userId) => ({
        companyId: feed.companyId,
        userId,
        type: NOTIFICATION_TYPES.contentFeedDisabled,
        textHtml: notificationText("contentFeedDisabled", { name, failures, message }),
        webUrl: `/company/${feed.companyId}?tab=integrations`,
        itemTitle: name,
      })),
    );
  });
  return { imported: 0, state: disable ? "disabled" : "failed" };
}
