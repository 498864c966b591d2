import { WIDE_LAYOUT_MEDIA } from "@chorus/shared/boot/feed-boot";
import { useMediaQuery } from "@mantine/hooks";

/**
 * Core §2: whether the screen is at least 1100 px wide (sidebars beside the page); below it the
 * channel list moves into the menu drawer and what follows the page is drawn once scrolled near.
 * Read in the first render, not an effect later: the first screen is drawn once, for its size.
 */
export function useWideLayout(): boolean {
  return useMediaQuery(WIDE_LAYOUT_MEDIA, true, { getInitialValueInEffect: false });
}
