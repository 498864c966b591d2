import { hasLab, LABS, type Lab } from "@chorus/shared/labs/labs";
import type { Post } from "@chorus/shared/post/post.contract";
import type { Session2 } from "@chorus/shared/session/session.contract";
import {
  isApiShareMedia,
  isSelfShareMedia,
  mediaNameOf,
  networkLabel,
  networkRefusal,
  networkRefusalMessage,
  SHARE_MEDIA,
  type ShareMedia,
} from "@chorus/shared/share/network.rules";

/** A network as the share modal shows it: offered, or not with the reason (the shared rules decide). */
export interface NetworkOption {
  network: ShareMedia;
  label: string;
  /** null: the post may go there; otherwise the reason it is not offered. */
  unavailableReason: string | null;
}

const isShareMedia = (name: string): name is ShareMedia => (SHARE_MEDIA as readonly string[]).includes(name);

/** Labs on for this session (the company's list or the user's feature map). */
export const labsOf = (session: Session2): Lab[] => LABS.filter((lab) => hasLab(session, lab));

/**
 * The company's networks in its order (SocnetOrderedSet), then the generic link share, which is
 * always there. The shared rules say why a post cannot go to one; a post limited to some networks
 * (its socnetSet) is not offered elsewhere — the same checks the server runs on POST /api/share.
 */
export function networkOptions(post: Post, session: Session2): NetworkOption[] {
  const names = session.company.SocnetOrderedSet.map((entry) => mediaNameOf(entry.Name)).filter(isShareMedia);
  const ordered = [...new Set([...names, "generic" as const])];
  const env = { labs: labsOf(session), platform: "web" as const };
  const facts = {
    type: post.type,
    hasAnimatedImage: post.hasAnimatedImage,
    linkedinVideoUrn: post.linkedinVideoUrn,
  };
  const postNetworks = Object.keys(post.socnetSet);
  return ordered.map((network): NetworkOption => {
    const refusal = networkRefusal(network, facts, env);
    const label = networkLabel(network);
    if (refusal) return { network, label, unavailableReason: networkRefusalMessage(network, refusal) };
    if (network !== "generic" && postNetworks.length > 0 && !postNetworks.includes(network))
      return { network, label, unavailableReason: `This post is not offered for ${label}` };
    return { network, label, unavailableReason: null };
  });
}

/** Whether a post can be shared at all: a shareable type, published now. */
export const isShareablePost = (post: Post, session: Session2): boolean =>
  post.status === "published" && networkOptions(post, session).some((o) => o.unavailableReason === null);

/** The company's signature for a network (SocnetMap is keyed by the kind, e.g. "Twitter"). */
export function signatureFor(session: Session2, network: string): string {
  const map = session.company.SocnetMap;
  const kind = Object.keys(map).find((key) => key.toLowerCase() === network.toLowerCase());
  return kind ? (map[kind]?.Signature ?? "") : "";
}

/** Core §4: generic, xing and facebook skip the connect check; the others need a connected account. */
export const needsConnection = (network: string): boolean => isApiShareMedia(network);
export const isSelfShare = (network: string): boolean => isSelfShareMedia(network);
/** Scheduling goes through the server's job, so only the API networks can be scheduled. */
export const canSchedule = (network: string): boolean => isApiShareMedia(network);

/**
 * Access §5: "default share time next hour, 08:00 if before 07:00, 08:00 next day if after 22:00".
 * A web default only (the server checks the chosen time against the window of the shared rules).
 */
export function defaultShareTime(now: Date = new Date()): Date {
  const at = new Date(now);
  const minutes = at.getHours() * 60 + at.getMinutes() + at.getSeconds() / 60;
  if (minutes < 7 * 60) {
    at.setHours(8, 0, 0, 0);
    return at;
  }
  if (minutes > 22 * 60) {
    at.setDate(at.getDate() + 1);
    at.setHours(8, 0, 0, 0);
    return at;
  }
  at.setHours(at.getHours() + 1, 0, 0, 0);
  return at;
}

/** Schedule bounds (core §5): minimum now, maximum the post's archive date. */
export const scheduleBounds = (post: Pick<Post, "archivedAt">, now: Date = new Date()) => ({
  minDate: now,
  maxDate: post.archivedAt ? new Date(post.archivedAt) : undefined,
});

/** The post's total share count over its networks. */
export const totalShareCount = (post: Pick<Post, "socnetSet">): number =>
  Object.values(post.socnetSet).reduce((sum, entry) => sum + entry.shareCount, 0);
