import type { ImageMetadata, Post } from "./post.contract.ts";

/**
 * Which image a feed's first screen shows first: the web fetches it ahead of drawing the card, and
 * the server names it in the signed-in feed's page (a preload), so both must pick the same one.
 */

export const usableImages = (list: ImageMetadata[]): ImageMetadata[] =>
  list.filter((image) => !image.hasError && image.url);

/**
 * The image a card shows first in the feed (PostMedia: an image post's first image, a link's only
 * image, a video's poster); none for surveys and documents.
 */
export function leadImageUrl(post: Pick<Post, "type" | "imageMetadataList">): string | undefined {
  if (post.type === "survey" || post.type === "document") return undefined;
  return usableImages(post.imageMetadataList)[0]?.url;
}

/** The featured posts widget's large image (FeaturedPosts): the post's first image or document page. */
export const featuredImageUrl = (post: Pick<Post, "imageMetadataList" | "document">): string | undefined =>
  usableImages(post.imageMetadataList)[0]?.url ?? post.document?.imageList[0];

/** The cards of the feed's first screen: the first image among them is fetched first. */
export const FIRST_SCREEN_CARDS = 2;

/**
 * Which of the feed's posts has the first screen's first image (the page's likely largest paint:
 * a survey or a text often comes first, with an image post below it); -1 when none has one.
 */
export const leadImageIndex = (posts: readonly Parameters<typeof leadImageUrl>[0][]): number =>
  posts.slice(0, FIRST_SCREEN_CARDS).findIndex((post) => leadImageUrl(post) !== undefined);
