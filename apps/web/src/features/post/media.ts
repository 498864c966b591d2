import { leadImageIndex, leadImageUrl } from "@chorus/shared/post/lead-image";

/** Core §2: maximum image height in a card. */
export const CARD_IMAGE_MAX_HEIGHT = 400;
/** Core §2: vertical video in the feed and the preview. */
export const VIDEO_HEIGHT = "65vh";

/** Lazy below the first screen; the first card's first picture eager and fetched first (its LCP candidate). */
export const loadingOf = (first: boolean) =>
  first ? ({ fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);

/** Core §2: the feed shows an image at its own ratio, but a ratio below 1 (portrait) as 1:1. */
export function displayAspectRatio(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.max(width / height, 1);
}

export type MosaicLayout = "none" | "single" | "pair" | "wideAndTwo" | "wideAndThree";

/** Core §2 image mosaic: 1 contained; 2 side by side; 3 one wide and two below; 4+ one wide and three below. */
export function mosaicLayout(count: number): MosaicLayout {
  if (count <= 0) return "none";
  if (count === 1) return "single";
  if (count === 2) return "pair";
  if (count === 3) return "wideAndTwo";
  return "wideAndThree";
}

/** The '+ N' overlay on the third image below: only with more than 4 images, N = the images beyond 3. */
export function mosaicOverflow(count: number): number {
  return count > 4 ? count - 3 : 0;
}

export {
  FIRST_SCREEN_CARDS,
  featuredImageUrl,
  leadImageIndex,
  leadImageUrl,
  usableImages,
} from "@chorus/shared/post/lead-image";

/**
 * Starts fetching the first screen's first image as soon as the feed's answer is in, instead of
 * once its card is drawn. The card's `<img>` takes the preloaded answer (same URL, no CORS).
 */
export function preloadLeadImage(posts: readonly Parameters<typeof leadImageUrl>[0][]): void {
  const post = posts[leadImageIndex(posts)];
  preloadImage(post && leadImageUrl(post));
}

/** A high-priority image fetch the page's `<img>` of the same URL then takes. */
export function preloadImage(url: string | undefined): void {
  if (!url || typeof document === "undefined") return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = url;
  link.fetchPriority = "high";
  document.head.appendChild(link);
}

/** 'www.example.com/…' → 'example.com'; empty when the URL cannot be read. */
export function sourceHost(url: string | null): string {
  if (!url) return "";
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** A video uploaded to Chorus (streamed by /api/video/file/…, behind the play cookie), not an outside URL. */
export const isUploadedVideo = (url: string): boolean => url.startsWith("/api/video/file/");

/** Core §2: a vertical video stands 65vh high; any other fills the card's width at its own ratio. */
export function videoOrientation(size: { width: number; height: number } | null): "portrait" | "landscape" {
  return size && size.height > size.width ? "portrait" : "landscape";
}

const comparableTitle = (title: string) => title.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * The document's own title, or undefined when it only repeats the post's title: the card's heading
 * already shows it, and document posts usually carry the document's title as post title.
 */
export function distinctDocumentTitle(documentTitle: string, postTitle: string): string | undefined {
  if (!documentTitle.trim()) return undefined;
  return comparableTitle(documentTitle) === comparableTitle(postTitle) ? undefined : documentTitle;
}
