import type { PostType } from "../post/post.contract.ts";
import { SHAREABLE_POST_TYPES } from "../post/post.contract.ts";

/**
 * Which networks a post may go to (core §5 "Network limits by type"). The same module runs in the
 * share modal and on the server, so the networks offered are exactly the ones accepted.
 */

/** Social network kinds (catalogue §3), as the company's SocnetOrderedSet names them. */
export const NETWORK_KINDS = [
  "Facebook",
  "Xing",
  "Twitter",
  "Linkedin",
  "Instagram",
  "Generic",
  "Google",
  "Microsoft",
  "WeChat",
] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

/** Share media (catalogue §3), as a share and a post's socnetSet name them. */
export const SHARE_MEDIA = ["linkedin", "twitter", "facebook", "xing", "viadeo", "generic"] as const;
export type ShareMedia = (typeof SHARE_MEDIA)[number];

/** "smart share allows only linkedin and twitter; share confirm allows only facebook and xing". */
export const SMART_SHARE_MEDIA = ["linkedin", "twitter"] as const;
export type SmartShareMedia = (typeof SMART_SHARE_MEDIA)[number];
export const CONFIRM_SHARE_MEDIA = ["facebook", "xing"] as const;
/** Access §9: "self-share networks xing and facebook" (plus the generic link share): no API call, a dialog. */
export const SELF_SHARE_MEDIA = ["facebook", "xing", "generic"] as const;
/** Networks we post to through their API, with a connected account. */
export const API_SHARE_MEDIA = ["linkedin", "twitter"] as const;
export type ApiShareMedia = (typeof API_SHARE_MEDIA)[number];

export const isSmartShareMedia = (m: string): m is SmartShareMedia =>
  (SMART_SHARE_MEDIA as readonly string[]).includes(m);
export const isConfirmShareMedia = (m: string): boolean =>
  (CONFIRM_SHARE_MEDIA as readonly string[]).includes(m);
export const isSelfShareMedia = (m: string): boolean => (SELF_SHARE_MEDIA as readonly string[]).includes(m);
export const isApiShareMedia = (m: string): m is ApiShareMedia =>
  (API_SHARE_MEDIA as readonly string[]).includes(m);

/** A network name in any case (media or kind) → its kind; unknown names → null. */
export function networkKindOf(name: string): NetworkKind | null {
  const lower = name.toLowerCase();
  return NETWORK_KINDS.find((kind) => kind.toLowerCase() === lower) ?? null;
}
/** The lowercase name a post's socnetSet and a share use for a kind. */
export const mediaNameOf = (kind: string): string => kind.toLowerCase();

/** What a network can carry. Instagram and WeChat are mobile-only; Google and Microsoft are sign-in kinds only. */
interface NetworkAbility {
  image: boolean;
  /** Video: always, never, or only with the named lab (or, for LinkedIn, a video URN). */
  video: "yes" | "no" | "lab";
  document: boolean;
  animatedImage: boolean;
  mobileOnly: boolean;
  shareable: boolean;
}

const ABILITIES: Readonly<Record<string, NetworkAbility>> = {
  linkedin: {
    image: true,
    video: "lab",
    document: true,
    animatedImage: true,
    mobileOnly: false,
    shareable: true,
  },
  twitter: {
    image: true,
    video: "yes",
    document: false,
    animatedImage: true,
    mobileOnly: false,
    shareable: true,
  },
  // "Facebook cannot share image … posts"; video only with the video sharing lab.
  facebook: {
    image: false,
    video: "lab",
    document: false,
    animatedImage: false,
    mobileOnly: false,
    shareable: true,
  },
  instagram: {
    image: true,
    video: "lab",
    document: false,
    animatedImage: false,
    mobileOnly: true,
    shareable: true,
  },
  xing: {
    image: false,
    video: "no",
    document: false,
    animatedImage: false,
    mobileOnly: false,
    shareable: true,
  },
  // The generic share is the post's link, which every shareable type has (its preview page).
  generic: {
    image: true,
    video: "yes",
    document: false,
    animatedImage: false,
    mobileOnly: false,
    shareable: true,
  },
  wechat: {
    image: true,
    video: "no",
    document: false,
    animatedImage: false,
    mobileOnly: true,
    shareable: true,
  },
  // "Viadeo always excluded."
  viadeo: {
    image: false,
    video: "no",
    document: false,
    animatedImage: false,
    mobileOnly: false,
    shareable: false,
  },
  google: {
    image: false,
    video: "no",
    document: false,
    animatedImage: false,
    mobileOnly: false,
    shareable: false,
  },
  microsoft: {
    image: false,
    video: "no",
    document: false,
    animatedImage: false,
    mobileOnly: false,
    shareable: false,
  },
};

/** The facts of a post the rules look at. */
export interface ShareablePost {
  type: PostType | string;
  hasAnimatedImage: boolean;
  linkedinVideoUrn: string | null;
}

export interface ShareEnvironment {
  /** Labs on for this user (company list or the user's feature map). */
  labs: readonly string[];
  platform: "web" | "mobile";
}

export type NetworkRefusal =
  | "unknown"
  | "excluded"
  | "type"
  | "mobileOnly"
  | "image"
  | "video"
  | "document"
  | "animatedImage";

/** Why a post cannot go to a network (null: it can). */
export function networkRefusal(
  network: string,
  post: ShareablePost,
  env: ShareEnvironment,
): NetworkRefusal | null {
  const ability = ABILITIES[network.toLowerCase()];
  if (!ability) return "unknown";
  if (!ability.shareable) return "excluded";
  const isDocument = post.type === "document";
  if (!isDocument && !(SHAREABLE_POST_TYPES as readonly string[]).includes(post.type)) return "type";
  if (ability.mobileOnly && env.platform !== "mobile") return "mobileOnly";
  if (isDocument && !ability.document) return "document";
  if (post.type === "image" && !ability.image) return "image";
  if (post.type === "video") {
    if (ability.video === "no") return "video";
    if (ability.video === "lab") {
      const lower = network.toLowerCase();
      const allowed =
        lower === "linkedin"
          ? env.labs.includes("video_linkedin_sharing_lab") || Boolean(post.linkedinVideoUrn)
          : env.labs.includes("video_sharing_lab");
      if (!allowed) return "video";
    }
  }
  if (post.hasAnimatedImage && !ability.animatedImage) return "animatedImage";
  return null;
}

export const canShareTo = (network: string, post: ShareablePost, env: ShareEnvironment): boolean =>
  networkRefusal(network, post, env) === null;

/** The networks of a list a post may go to, in the list's order ("networks failing a validity check are dropped"). */
export const shareableNetworks = (
  networks: readonly string[],
  post: ShareablePost,
  env: ShareEnvironment,
): string[] => networks.filter((network) => canShareTo(network, post, env));

const LABEL: Readonly<Record<string, string>> = {
  linkedin: "LinkedIn",
  twitter: "Twitter",
  facebook: "Facebook",
  xing: "Xing",
  viadeo: "Viadeo",
  generic: "Generic",
  instagram: "Instagram",
  wechat: "WeChat",
  google: "Google",
  microsoft: "Microsoft",
};
/** The name people read: LinkedIn, Twitter, Facebook … */
export const networkLabel = (network: string): string => LABEL[network.toLowerCase()] ?? network;

/** The message for a refusal, for the modal and the 400 answer. */
export function networkRefusalMessage(network: string, refusal: NetworkRefusal): string {
  const label = networkLabel(network);
  switch (refusal) {
    case "unknown":
      return `Unknown network ${network}`;
    case "excluded":
      return `Sharing to ${label} is not available`;
    case "type":
      return "This post cannot be shared";
    case "mobileOnly":
      return `${label} sharing is available in the mobile app only`;
    case "image":
      return `Image posts cannot be shared to ${label}`;
    case "video":
      return `Video posts cannot be shared to ${label}`;
    case "document":
      return "Document posts can be shared to LinkedIn only";
    case "animatedImage":
      return `Animated images cannot be shared to ${label}`;
  }
}
