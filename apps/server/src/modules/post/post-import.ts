import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Queryable } from "../../db/client.ts";
import { announcePostCountsChanged } from "../notification/index.ts";
import { plainTextOf, sanitizePostHtml } from "./post-html.ts";
import { notifyNewProposal } from "./post-proposal.notifications.ts";
import { insertPost, loadActiveChannels, writeChannelPlans } from "./post-write.repository.ts";

export interface ImportedItem {
  companyId: string;
  /** Who configured the import: the proposal's author. */
  authorId: string;
  channelId: string;
  title: string;
  /** The item's HTML (summary or content), sanitised here. */
  html: string;
  url: string | null;
}

/**
 * Content import: an outside item becomes a link post *proposed* in one channel (a curator
 * approves it like any proposal; its managers are told), in the caller's transaction. Null when
 * the channel is gone or inactive (nothing is written).
 */
export async function createImportedProposal(tx: Queryable, item: ImportedItem): Promise<string | null> {
  const [active] = await loadActiveChannels(tx, item.companyId, [item.channelId]);
  if (!active) return null;
  const now = new Date();
  const postId = newObjectId(now);
  const htmlBody = sanitizePostHtml(item.html);
  const title = item.title.trim().slice(0, 300) || (item.url ?? "Imported post");
  await announcePostCountsChanged(tx, item.companyId);
  await insertPost(tx, {
    id: postId,
    companyId: item.companyId,
    createdBy: item.authorId,
    type: item.url ? "link" : "article",
    title,
    body: plainTextOf(htmlBody),
    htmlBody,
    url: item.url,
    createdAt: now,
    updatedAt: now,
  });
  await writeChannelPlans(
    tx,
    item.companyId,
    postId,
    [{ channelId: item.channelId, status: "proposed", publishedAt: null, archivedAt: null }],
    "en",
    now,
  );
  await notifyNewProposal(
    tx,
    { companyId: item.companyId, postId, title, imageUrl: null, proposerId: item.authorId },
    [item.channelId],
  );
  return postId;
}
