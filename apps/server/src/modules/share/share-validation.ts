import { hasLab, LABS, type Lab } from "@chorus/shared/labs/labs";
import { isLiveInChannel } from "@chorus/shared/post/post.rules";
import {
  isApiShareMedia,
  mediaNameOf,
  networkLabel,
  networkRefusal,
  networkRefusalMessage,
} from "@chorus/shared/share/network.rules";
import {
  commentSizeError,
  defaultTwitterComment,
  scheduleError,
} from "@chorus/shared/share/share-message.rules";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import type { PostChannelRow, ReadablePost } from "../post/index.ts";
import { signatureOf } from "./share-content.ts";
import { loadSharingSettings, type SharingSettings } from "./share-settings.repository.ts";

/** The post's archive date for the schedule window: the latest of its live channels (none: never). */
export function archiveDateOf(channels: readonly PostChannelRow[], now = new Date()): Date | null {
  const live = channels.filter((c) => isLiveInChannel(c, now));
  if (live.some((c) => c.archivedAt === null)) return null;
  return live.reduce<Date | null>(
    (max, c) => (!max || (c.archivedAt as Date) > max ? (c.archivedAt as Date) : max),
    null,
  );
}

export interface ValidatedShare {
  company: SharingSettings["company"];
  comment: string;
  scheduledAt: Date | null;
}

/**
 * Core §5 for one share, with the rules the share modal runs: a live post, a network the company
 * offers and the post may go to, the comment within the limit, a time inside the window.
 */
export async function validateShare(
  ctx: RequestContext,
  readable: ReadablePost,
  input: { media: string; comment: string; scheduledAt: Date | null },
  now = new Date(),
): Promise<ValidatedShare> {
  const { post, channels } = readable;
  if (!channels.some((c) => isLiveInChannel(c, now))) throw badRequest("Only published posts can be shared");
  // Read with the session on the share routes (sharingSessionJoin), else in one statement.
  const { company, featureMap } = await loadSharingSettings(ctx);
  const holder = { company: { smarpLabList: company.labList }, user: { smarpFeatureMap: featureMap } };
  const labs = LABS.filter((lab: Lab) => hasLab(holder, lab));
  const refusal = networkRefusal(
    input.media,
    { type: post.type, hasAnimatedImage: post.hasAnimatedImage, linkedinVideoUrn: post.linkedinVideoUrn },
    { labs, platform: "web" },
  );
  if (refusal) throw badRequest(networkRefusalMessage(input.media, refusal));
  // The company chooses its networks (SocnetOrderedSet); the generic link share is always there.
  const offered = (company.socnetOrderedSet ?? []).some((e) => mediaNameOf(e.Name) === input.media);
  if (input.media !== "generic" && !offered)
    throw badRequest(`Sharing to ${networkLabel(input.media)} is not enabled for your company`);
  const postNetworks = Object.keys(post.socnetSet ?? {});
  if (input.media !== "generic" && postNetworks.length > 0 && !postNetworks.includes(input.media))
    throw badRequest(`This post is not offered for ${networkLabel(input.media)}`);

  const signature = signatureOf(company, input.media);
  const comment =
    input.comment.trim() === "" && input.media === "twitter"
      ? defaultTwitterComment(post.title, signature)
      : input.comment;
  const sizeError = commentSizeError(input.media, comment, signature);
  if (sizeError) throw badRequest(sizeError);

  if (input.scheduledAt) {
    if (!isApiShareMedia(input.media))
      throw badRequest(
        `${networkLabel(input.media)} shares are made in your browser and cannot be scheduled`,
      );
    const windowError = scheduleError(
      input.scheduledAt,
      archiveDateOf(channels, now),
      new Date(now.getTime() - 60_000),
    );
    if (windowError) throw badRequest(windowError);
  }
  return { company, comment, scheduledAt: input.scheduledAt };
}
