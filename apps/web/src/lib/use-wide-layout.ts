import { WIDE_LAYOUT_MEDIA } from "@chorus/shared/boot/feed-boot";
import { useBrowserValue } from "./first-render.ts";

const wideQuery = () => window.matchMedia(WIDE_LAYOUT_MEDIA);

const subscribeToWidth = (onChange: () => void) => {
  const query = wideQuery();
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Core §2: whether the screen is at least 1100 px wide (sidebars beside the page); below it the
 * channel list moves into the menu drawer and what follows the page is drawn once scrolled near.
 * Read in the first render, not an effect later: the first screen is drawn once, for its size (on
 * the server and while hydrating, for the size the server guessed; corrected right after).
 */
export function useWideLayout(): boolean {
  return useBrowserValue(
    subscribeToWidth,
    () => wideQuery().matches,
    (hints) => hints.wide,
  );
}
