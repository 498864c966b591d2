import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Draws its children once their place comes within a screen's height of the viewport (a skip link
 * that focuses an ancestor scrolls it there too). For what a phone shows below the feed: drawn with
 * the first screen, its code, data calls, images and renders took the main thread and the line
 * while the first posts were being shown, for widgets nobody sees before scrolling past the feed.
 * Without IntersectionObserver (tests, old browsers) the children are drawn at once.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} />;
}
