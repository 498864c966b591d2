import { analyticsEndpoints } from "@chorus/shared/analytics/analytics.endpoints";
import { trackingEndpoints } from "@chorus/shared/share/tracking.endpoints";
import { useEffect, useRef } from "react";
import { call } from "../../api/call.ts";

/** How long at least half of a post must be on screen to count as seen. */
export const SEEN_AFTER_MS = 1000;
const today = () => new Date().toISOString().slice(0, 10);
const sent = new Set<string>();

/**
 * POST /api/post3/{postId}/tracker?source=: the server counts a view once per reader, post and
 * day; the browser also remembers what it sent today, so scrolling back adds no request.
 */
export function trackPostView(postId: string, source: "feed" | "post"): void {
  const key = `${today()}:${postId}`;
  if (sent.has(key)) return;
  sent.add(key);
  call(trackingEndpoints.trackPostView, { params: { postId }, query: { source } }).catch(() =>
    sent.delete(key),
  );
}

/**
 * A post card's view tracking: opened in full, the view counts at once; in the feed, once half
 * of the card has been on screen for a second.
 */
export function usePostViewTracker<T extends Element>(postId: string, opened: boolean) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    if (opened) {
      trackPostView(postId, "post");
      return;
    }
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) timer ??= setTimeout(() => trackPostView(postId, "feed"), SEEN_AFTER_MS);
        else if (timer) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [postId, opened]);
  return ref;
}

/** GET /api/analytics/videostream: a reader started the post's video (counted once a day). */
export function trackVideoPlay(postId: string): void {
  call(analyticsEndpoints.videostream, { query: { postId } }).catch(() => undefined);
}
